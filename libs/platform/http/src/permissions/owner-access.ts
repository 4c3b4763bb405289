import { ContributorRole } from '@mercato/spec';
import type { AreaAccess } from '@mercato/views';

/**
 * Roles that may read a website's catalog through the owner API (the owner console's read-only
 * view): every role the website granted, except NONE. Reading shows nothing the storefront hides.
 */
export const CATALOG_READER_ROLES: readonly ContributorRole[] = Object.values(ContributorRole).filter((role) => role !== ContributorRole.NONE);

/** The roles an area's owner endpoints accept: `edit` for its changes, `view` (if any) for its reads. */
export interface AreaRoles {
  readonly edit: readonly ContributorRole[];
  readonly view?: readonly ContributorRole[];
}

/**
 * An area's `@RequireRoles` lists said once for clients, for the roles a contributor holds on one
 * website (the most any of them allows): the console shows what the API will accept.
 */
export function areaAccessOf(roles: readonly ContributorRole[], area: AreaRoles): AreaAccess {
  const holds = (allowed: readonly ContributorRole[]) => roles.some((role) => allowed.includes(role));
  if (holds(area.edit)) return 'edit';
  return area.view && holds(area.view) ? 'view' : 'none';
}
