import type { SiteUsersSettings } from '@mercato/runtime';

/** Site-users settings: read with the rest of the configuration (RuntimeConfig.siteUsers). */
export type SiteUsersConfig = SiteUsersSettings;

export const SITE_USERS_CONFIG = Symbol('SiteUsersConfig');
