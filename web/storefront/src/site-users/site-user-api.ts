import { CSRF_HEADER, SITE_USER_XSRF_HEADER } from '@mercato/spec';

/** GET /api/site-users/account: who is signed in. */
export interface SiteUserAccount {
  readonly siteUserId: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly language: string;
}

/** A refused site-user call: the server's message (shown as received) and whether it was a crumb failure. */
export type SiteUserCallError = Error & { readonly status: number; readonly crumbFail: boolean };

const refusal = (message: string, status: number, crumbFail: boolean): SiteUserCallError => Object.assign(new Error(message), { status, crumbFail });

export interface SiteUserApi {
  account(): Promise<SiteUserAccount | null>;
  join(email: string, password: string): Promise<void>;
  signIn(email: string, password: string, rememberMe: boolean): Promise<void>;
  /** Spec §4: retried once when the server reports a crumb failure. */
  signOut(cloneCart: boolean): Promise<void>;
  /** Opens a lock screen (lockPageId null: the site's); the server sets the lock's pass cookie. */
  unlock(lockPageId: string | null, password: string): Promise<void>;
  /** The mailed links' pages: the token comes from the link's query. */
  verifyEmail(token: string): Promise<void>;
  resetPassword(token: string, password: string): Promise<void>;
  joinMemberArea(memberAreaId: string): Promise<void>;
  /** Spec §7: records the visitor's current multilingual language on the account (never a custom-code one: see siteUserLocaleToSend). */
  setLocale(language: string): Promise<void>;
}

/** Where the login's xsrfToken is kept between pages: later state-changing calls send it (spec §7). */
export interface XsrfTokenStore {
  get(): string | undefined;
  set(token: string | undefined): void;
}

const ACCOUNT = '/api/site-users/account';

/**
 * `crumb` reads the crumb cookie: every state change sends it back (the join, sign-in and reset
 * request are refused without it), and a signed-in user's also sends the login's xsrfToken.
 */
export function createSiteUserApi(fetchImpl: typeof fetch, xsrf: XsrfTokenStore, crumb: () => string | undefined): SiteUserApi {
  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = xsrf.get();
    const crumbValue = crumb();
    if (method !== 'GET' && token) headers[SITE_USER_XSRF_HEADER] = token;
    if (method !== 'GET' && crumbValue) headers[CSRF_HEADER] = crumbValue;
    const response = await fetchImpl(path, { method, headers, credentials: 'same-origin', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    if (!response.ok) {
      const failure = (await response.json().catch(() => ({}))) as { message?: string; crumbFail?: boolean };
      throw refusal(failure.message ?? `HTTP ${response.status}`, response.status, failure.crumbFail === true);
    }
    return response;
  }

  const signOutOnce = (cloneCart: boolean) => call('DELETE', `${ACCOUNT}/session?cloneCart=${cloneCart}`);

  return {
    account: () => call('GET', ACCOUNT).then(
      async (response) => (await response.json()) as SiteUserAccount,
      (error: SiteUserCallError) => {
        if (error.status === 401) return null;
        throw error;
      },
    ),
    async join(email, password) {
      await call('POST', ACCOUNT, { email, password });
    },
    async signIn(email, password, rememberMe) {
      const answer = (await (await call('POST', `${ACCOUNT}/session`, { email, password, rememberMe })).json()) as { xsrfToken: string };
      xsrf.set(answer.xsrfToken);
    },
    async signOut(cloneCart) {
      await signOutOnce(cloneCart).catch((error: SiteUserCallError) => {
        if (!error.crumbFail) throw error;
        return signOutOnce(cloneCart);
      });
      xsrf.set(undefined);
    },
    async unlock(lockPageId, password) {
      await call('POST', '/api/site-users/lock-screens/unlock', lockPageId === null ? { password } : { password, pageId: lockPageId });
    },
    async verifyEmail(token) {
      await call('POST', `${ACCOUNT}/email-verification`, { token });
    },
    async resetPassword(token, password) {
      await call('POST', `${ACCOUNT}/password-reset/confirm`, { token, password });
    },
    async joinMemberArea(memberAreaId) {
      await call('POST', `/api/site-users/member-areas/${encodeURIComponent(memberAreaId)}/join`);
    },
    async setLocale(language) {
      await call('POST', `${ACCOUNT}/locale`, { language });
    },
  };
}

const XSRF_STORAGE_KEY = 'mercato.siteUserXsrfToken';

/** The browser's store: localStorage, so a remembered sign-in keeps its token across visits. */
export const browserXsrfStore: XsrfTokenStore = {
  get: () => localStorage.getItem(XSRF_STORAGE_KEY) ?? undefined,
  set: (token) => (token ? localStorage.setItem(XSRF_STORAGE_KEY, token) : localStorage.removeItem(XSRF_STORAGE_KEY)),
};
