import type { MigrationClass } from '@mercato/database';
import { SiteUsersCreateTables1795600000000 } from './1795600000000-site-users-create-tables';
import { SiteUsersAccountLinks1795600300000 } from './1795600300000-site-users-account-links';
import { SiteUsersMemberAreas1795600500000 } from './1795600500000-site-users-member-areas';
import { SiteUsersLockScreens1795600700000 } from './1795600700000-site-users-lock-screens';
import { SiteUsersPaidJoins1795600810000 } from './1795600810000-site-users-paid-joins';
import { SiteUsersCourses1795600820000 } from './1795600820000-site-users-courses';
import { SiteUsersPaidJoinBuyers1795800200000 } from './1795800200000-site-users-paid-join-buyers';
import { SiteUsersMembershipEnds1796100400000 } from './1796100400000-site-users-membership-ends';

/** The site-users context's migrations, oldest first. */
export const siteUserMigrations: readonly MigrationClass[] = [
  SiteUsersCreateTables1795600000000,
  SiteUsersAccountLinks1795600300000,
  SiteUsersMemberAreas1795600500000,
  SiteUsersLockScreens1795600700000,
  SiteUsersPaidJoins1795600810000,
  SiteUsersCourses1795600820000,
  SiteUsersPaidJoinBuyers1795800200000,
  SiteUsersMembershipEnds1796100400000,
];
