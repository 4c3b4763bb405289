import type { MigrationClass } from '@mercato/database';
import { GiftCardsCreateTables1795600315000 } from './1795600315000-gift-cards-create-tables';

/** The gift cards' tables, oldest migration first. */
export const giftCardMigrations: readonly MigrationClass[] = [GiftCardsCreateTables1795600315000];
