import type { DataSource } from 'typeorm';
import { openDataSource, runMigrations, type MigrationClass } from '@mercato/database';
import { createTestDatabase } from './postgres';

export interface TestDatabase {
  readonly url: string;
  readonly dataSource: DataSource;
  close(): Promise<void>;
}

/** A fresh database on the run's PostgreSQL with the given migrations applied. */
export async function openTestDatabase(migrations: readonly MigrationClass[]): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) throw new Error('TEST_POSTGRES_URL is not set: run integration tests with jest.integration.config.js');
  const database = await createTestDatabase(serverUrl);
  const dataSource = await openDataSource({ url: database.url, poolSize: 10, applicationName: 'mercato-test', migrations });
  await runMigrations(dataSource);
  return {
    url: database.url,
    dataSource,
    close: async () => {
      await dataSource.destroy();
      await database.drop();
    },
  };
}
