import { MigrationExecutor, type DataSource, type MigrationInterface } from 'typeorm';

/**
 * A library's migration: a TypeORM migration class whose `name` ends in a 13-digit timestamp
 * (e.g. `CatalogCreateTables1795589925154`); migrations run in timestamp order, each once.
 */
export type MigrationClass = new () => MigrationInterface;

/** Where the applied migrations are recorded (TypeORM's table: one row per migration name). */
export const MIGRATIONS_TABLE = 'migrations';

const MIGRATION_LOCK = 'mercato:migrations';

/**
 * Runs the data source's pending migrations in one transaction, holding a session advisory lock:
 * a second process starting at the same time waits, then finds nothing left to run.
 * Returns the names of the migrations this call applied.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'all';
      const applied = await executor.executePendingMigrations();
      return applied.map((migration) => migration.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
    }
  } finally {
    await runner.release();
  }
}

/** The classes once each, as several mounted parts may share one library's migrations. */
export function distinctMigrations(migrations: readonly MigrationClass[]): MigrationClass[] {
  return [...new Set(migrations)];
}
