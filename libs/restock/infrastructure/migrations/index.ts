import type { MigrationClass } from '@mercato/database';
import { RestockCreateTables1795600200000 } from './1795600200000-restock-create-tables';
import { RestockMailTemplates1795600210000 } from './1795600210000-restock-mail-templates';
import { RestockQueuedStockVersion1795900200000 } from './1795900200000-restock-queued-stock-version';

/** Restock's tables, oldest migration first. */
export const restockMigrations: readonly MigrationClass[] = [RestockCreateTables1795600200000, RestockMailTemplates1795600210000, RestockQueuedStockVersion1795900200000];
