import { MediaCreateTables1795700000000 } from './1795700000000-media-create-tables';

/** The media context's migrations in order. */
export const mediaMigrations = [MediaCreateTables1795700000000];
