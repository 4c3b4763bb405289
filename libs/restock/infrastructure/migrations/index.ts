import type { SchemaPart } from '@mercato/database';
import { RestockCreateTables1795600200000, restockStatements } from './1795600200000-restock-create-tables';

/** Restock's migrations, oldest first. */
export const restockMigrations = [RestockCreateTables1795600200000] as const;

/** The same tables for the runtime's boot-time schema, until the runtime runs migrations. */
export const restockSchema: SchemaPart = { name: 'restock', statements: restockStatements };
