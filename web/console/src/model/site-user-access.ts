import { SITE_USER_OWNER_ROLES } from '@mercato/site-users/domain/site-user-owner-roles';
import type { ContributorRole } from '@mercato/spec';

/** Whether the contributor's roles manage the site's members, member areas and lock screens: the site-users API's own list. */
export function managesSiteUsers(roles: readonly ContributorRole[]): boolean {
  return roles.some((role) => SITE_USER_OWNER_ROLES.includes(role));
}
