import type { MigrationClass } from '@mercato/database';
import { SubscriptionsCreateTables1795600325000 } from './1795600325000-subscriptions-create-tables';

/** The subscriptions' tables, oldest migration first. */
export const subscriptionMigrations: readonly MigrationClass[] = [SubscriptionsCreateTables1795600325000];
