import { DataSource } from 'typeorm';
import { MIGRATIONS_TABLE, distinctMigrations, type MigrationClass } from './migrations';
import { PreparingClient } from './preparing-client';

export interface DatabaseOptions {
  readonly url: string;
  /** Pool size; each subscription and the HTTP handlers share it. */
  readonly poolSize?: number;
  readonly applicationName?: string;
  /** Prepare parameterised statements once per connection (see PreparingClient); default true. */
  readonly preparedStatements?: boolean;
  /** The migrations `runMigrations` applies on this data source. */
  readonly migrations?: readonly MigrationClass[];
}

/** A TypeORM data source on PostgreSQL. Tables come from migrations (`runMigrations`), never from `synchronize`. */
export async function openDataSource(options: DatabaseOptions): Promise<DataSource> {
  const dataSource = new DataSource({
    type: 'postgres',
    url: options.url,
    synchronize: false,
    logging: false,
    migrations: distinctMigrations(options.migrations ?? []),
    migrationsTableName: MIGRATIONS_TABLE,
    extra: {
      max: options.poolSize ?? 20,
      application_name: options.applicationName ?? 'mercato',
      ...(options.preparedStatements === false ? {} : { Client: PreparingClient }),
    },
  });
  return dataSource.initialize();
}
