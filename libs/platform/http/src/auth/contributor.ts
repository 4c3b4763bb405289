import { ContributorRole } from '@mercato/spec';

/** A role a contributor holds on one website (spec §3 contributor roles). */
export interface ContributorRoleGrant {
  websiteId: string;
  role: ContributorRole;
}

/** A site owner or team member as the API shows them. */
export interface Contributor {
  id: string;
  email: string;
  displayName: string;
  roles: ContributorRoleGrant[];
}

/** Roles allowed to change a website's catalog (products, collections, categories, restock sends). */
export const CATALOG_WRITER_ROLES: readonly ContributorRole[] = [
  ContributorRole.ADMIN,
  ContributorRole.WEBSITE_MANAGER,
  ContributorRole.STORE_MANAGER,
];
