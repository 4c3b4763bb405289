import type { MigrationClass } from '@mercato/database';
import { mailMigrations } from '@mercato/mail';
import { testPaymentMigrations } from '@mercato/payments';
import { OrdersCreateTables1795600320000 } from './1795600320000-orders-create-tables';
import { OrdersPendingIndex1795730200000 } from './1795730200000-orders-pending-index';

/** The orders context's tables, the test payment provider's and the mail outbox it queues confirmations in. */
export const ordersMigrations: readonly MigrationClass[] = [...mailMigrations, ...testPaymentMigrations, OrdersCreateTables1795600320000, OrdersPendingIndex1795730200000];
