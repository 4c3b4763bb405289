import { ContributorRole } from '@mercato/spec';

/** Who may change a site's orders and checkout rules, and who may read them besides: the API checks them, the console shows by them. */
export const ORDER_WRITER_ROLES: readonly ContributorRole[] = [ContributorRole.ADMIN, ContributorRole.STORE_MANAGER];
export const ORDER_READER_ROLES: readonly ContributorRole[] = [...ORDER_WRITER_ROLES, ContributorRole.REPORTING];
