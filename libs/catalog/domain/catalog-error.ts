import { DomainError, type RefusalCode } from '@mercato/domain';

export type CatalogErrorCode = RefusalCode;

/** Why the catalog refused a command. */
export class CatalogError extends DomainError {}

export const invalid = (message: string, field?: string) => new CatalogError('invalid', message, field);
