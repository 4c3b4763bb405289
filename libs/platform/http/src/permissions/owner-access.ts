import { ContributorRole } from '@mercato/spec';
import { CATALOG_WRITER_ROLES } from '../auth/contributor';

/**
 * Roles that may read a website's catalog through the owner API (the owner console's read-only
 * view): every role the website granted, except NONE. Reading shows nothing the storefront hides.
 */
export const CATALOG_READER_ROLES: readonly ContributorRole[] = Object.values(ContributorRole).filter((role) => role !== ContributorRole.NONE);

/** Roles that may read and change a website's store settings (README's role table). */
export const STORE_SETTINGS_ROLES: readonly ContributorRole[] = [ContributorRole.ADMIN, ContributorRole.WEBSITE_MANAGER];

/** What a role may do in one area of the owner console: change it, only look at it, or neither. */
export type AreaAccess = 'edit' | 'view' | 'none';

export interface OwnerAccess {
  readonly catalog: AreaAccess;
  readonly storeSettings: AreaAccess;
}

/**
 * The owner endpoints' role checks said once for clients, for the roles a contributor holds on one
 * website: the console shows what the API will allow.
 */
export function ownerAccessOf(roles: readonly ContributorRole[]): OwnerAccess {
  const holds = (allowed: readonly ContributorRole[]) => roles.some((role) => allowed.includes(role));
  return {
    catalog: holds(CATALOG_WRITER_ROLES) ? 'edit' : holds(CATALOG_READER_ROLES) ? 'view' : 'none',
    storeSettings: holds(STORE_SETTINGS_ROLES) ? 'edit' : 'none',
  };
}
