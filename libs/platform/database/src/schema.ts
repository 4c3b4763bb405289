import type { DataSource } from 'typeorm';

/** A named set of idempotent DDL statements owned by one library. */
export interface SchemaPart {
  readonly name: string;
  readonly statements: readonly string[];
}

/**
 * Applies every part in one transaction under an advisory lock, so several processes booting at
 * once (distributed mode) do not race each other's `CREATE TABLE IF NOT EXISTS`.
 */
export async function applySchema(dataSource: DataSource, parts: readonly SchemaPart[]): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['mercato:schema']);
    for (const part of parts) {
      for (const statement of part.statements) await manager.query(statement);
    }
  });
}
