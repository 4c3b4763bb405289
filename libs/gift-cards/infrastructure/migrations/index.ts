import type { MigrationClass } from '@mercato/database';
import { GiftCardsCreateTables1795600315000 } from './1795600315000-gift-cards-create-tables';
import { GiftCardsOrderNotes1795800100000 } from './1795800100000-gift-cards-order-notes';

/** The gift cards' tables, oldest migration first. */
export const giftCardMigrations: readonly MigrationClass[] = [GiftCardsCreateTables1795600315000, GiftCardsOrderNotes1795800100000];
