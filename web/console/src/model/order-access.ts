import { ContributorRole } from '@mercato/spec';
import type { AreaAccess } from '../api/types';

/**
 * What the contributor's roles allow on a site's orders, as the orders API checks it: admins and
 * store managers change orders (fulfil, refund), reporting reads them.
 */
export function orderAccessOf(roles: readonly ContributorRole[]): AreaAccess {
  if (roles.some((role) => role === ContributorRole.ADMIN || role === ContributorRole.STORE_MANAGER)) return 'edit';
  return roles.includes(ContributorRole.REPORTING) ? 'view' : 'none';
}
