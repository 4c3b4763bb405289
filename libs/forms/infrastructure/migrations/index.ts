import { FormsCreateTables1795600000000 } from './1795600000000-forms-create-tables';

/** The forms context's migrations in order. */
export const formsMigrations = [FormsCreateTables1795600000000];
