import { DomainError } from '@mercato/domain';

/** Why the catalog refused a command. */
export class CatalogError extends DomainError {}

export const invalid = (message: string, field?: string) => new CatalogError('invalid', message, field);
