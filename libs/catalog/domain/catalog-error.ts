/** Why the catalog refused a command; the HTTP layer maps the code to a status. */
export type CatalogErrorCode = 'invalid' | 'not_found' | 'already_exists' | 'conflict';

export class CatalogError extends Error {
  constructor(
    readonly code: CatalogErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'CatalogError';
  }
}

export const invalid = (message: string, field?: string) => new CatalogError('invalid', message, field);
