import { wholeNumberSetting } from './whole-number-setting';

/** The site-users context's settings (libs/site-users/README.md). */
export interface SiteUsersSettings {
  /**
   * How long a site's lock screens (which pages, their pass keys) are reused for the lock check of
   * a page or cart call (`LOCK_SCREEN_CACHE_TTL_MS`, default 1000); 0 reads them on every check.
   * Setting or removing a lock is seen at once by the process that did it, by others this late.
   */
  readonly lockScreenCacheTtlMs: number;
}

export function siteUsersSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): SiteUsersSettings {
  return { lockScreenCacheTtlMs: wholeNumberSetting(env, 'LOCK_SCREEN_CACHE_TTL_MS', 1000, 0, 'milliseconds') };
}
