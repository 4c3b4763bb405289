import { ContributorRole } from '@mercato/spec';

/** Who manages a site's member areas, members and lock screens (issue 14: admin and website manager): the API checks it, the console shows by it. */
export const SITE_USER_OWNER_ROLES: readonly ContributorRole[] = [ContributorRole.ADMIN, ContributorRole.WEBSITE_MANAGER];
