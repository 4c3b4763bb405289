import { CATALOG_READER_ROLES } from '@mercato/http';
import { ContributorRole } from '@mercato/spec';

/**
 * Who may change the site's settings (commerce preferences, languages, header and footer): the
 * roles that run the whole website. Every other granted role may read them.
 */
export const SITE_SETTINGS_WRITER_ROLES: readonly ContributorRole[] = [ContributorRole.ADMIN, ContributorRole.WEBSITE_MANAGER];
export const SITE_SETTINGS_READER_ROLES: readonly ContributorRole[] = CATALOG_READER_ROLES;
