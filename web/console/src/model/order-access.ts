import { ORDER_READER_ROLES, ORDER_WRITER_ROLES } from '@mercato/orders/domain/order-roles';
import type { ContributorRole } from '@mercato/spec';
import type { AreaAccess } from '../api/types';

/** What the contributor's roles allow on a site's orders: the orders API's own role lists. */
export function orderAccessOf(roles: readonly ContributorRole[]): AreaAccess {
  if (roles.some((role) => ORDER_WRITER_ROLES.includes(role))) return 'edit';
  return roles.some((role) => ORDER_READER_ROLES.includes(role)) ? 'view' : 'none';
}
