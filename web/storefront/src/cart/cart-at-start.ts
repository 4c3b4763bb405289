/** Spec §3 "Site user session cookie": the SiteUserInfo cookie's JSON. */
interface SiteUserInfo {
  authenticated?: unknown;
  siteUserId?: unknown;
}

/**
 * Spec §6: a signed-in site user, read from the SiteUserInfo cookie's value. An unparsable cookie is
 * reported through `warn` and counts as no user.
 */
export function isSiteUserAuthenticated(siteUserInfoCookie: string | undefined, warn: (message: string) => void): boolean {
  if (!siteUserInfoCookie) return false;
  try {
    const info = JSON.parse(siteUserInfoCookie) as SiteUserInfo | null;
    return info?.authenticated === true && typeof info.siteUserId === 'string' && info.siteUserId !== '';
  } catch {
    warn('Unparsable SiteUserInfo cookie: treated as no site user');
    return false;
  }
}

/** Spec §4 "Cart load": at page start only for a signed-in visitor or one who already has a cart cookie. */
export function shouldLoadCartAtStart(visit: { siteUserInfoCookie: string | undefined; hasCartCookie: boolean }, warn: (message: string) => void): boolean {
  return visit.hasCartCookie || isSiteUserAuthenticated(visit.siteUserInfoCookie, warn);
}

/** The server's cart start-up JSON (see server/render.tsx); anything unreadable means no read at start. */
export function parseCartStart(json: string | null | undefined): { loadAtStart: boolean } {
  try {
    const parsed = JSON.parse(json ?? '{}') as { loadAtStart?: unknown } | null;
    return { loadAtStart: parsed?.loadAtStart === true };
  } catch {
    return { loadAtStart: false };
  }
}
