import { COOKIE_NAMES, CSRF_HEADER, cookieValue } from '@mercato/spec';
import { type ApiErrorBody, type CaptchaWidgetData, type CollectionPageData, type ContributorSessionView, type FormBlockData, type GalleryBlockData, type PageFormsData, type PageGate, type ProductPageData, type RestockSignUp, type SiteAccess, type SiteView } from './types';

/** A non-2xx answer other than 404 (404 is an expected "not found" result, see `getOrNull`). */
export class StorefrontApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A 403 page the visitor may not view yet: the lock screen or member area in the way (spec §6). */
    readonly pageGate?: PageGate,
  ) {
    super(message);
    this.name = 'StorefrontApiError';
  }
}

export interface StorefrontApi {
  getSite(): Promise<SiteView | null>;
  /** The site's own pages (the home page) for this visitor: rejects with the site's lock screen (403) while it closes them; open where no site-users service answers. */
  getSiteAccess(): Promise<SiteAccess>;
  getCollection(collectionUrlId: string): Promise<CollectionPageData | null>;
  getProduct(collectionUrlId: string, itemUrlId: string): Promise<ProductPageData | null>;
  /** A form block's form; null when the site has no form of that id. */
  getForm(formId: string): Promise<FormBlockData | null>;
  /** The form blocks a content page (a store collection, by id) holds; none is an empty list. */
  getPageForms(pageId: string): Promise<PageFormsData>;
  /** A gallery block; null when the site has no gallery of that id. */
  getGallery(galleryId: string): Promise<GalleryBlockData | null>;
  /** The contributor signed in with this owner-session cookie (`name=value`), or null (401). */
  getContributorSession(ownerSessionCookie: string): Promise<ContributorSessionView | null>;
  /** Spec §7 POST /api/site-users/account/notifications/restock; rejects with the server's message. Browser only (sends the crumb). */
  signUpForRestock(signUp: RestockSignUp): Promise<void>;
  /** The deployment's captcha widget, for the restock box (form blocks get theirs with the form). */
  getCaptchaWidget(): Promise<CaptchaWidgetData | null>;
}

export interface StorefrontApiOptions {
  /** Empty in the browser (same origin); the gateway's origin on the server. */
  origin?: string;
  /** On the server: the visitor's host, so the gateway resolves the right site. */
  forwardedHost?: string;
  /** On the server: the visitor's lock-pass and site-user session cookies (only those), for pages a lock screen or member area closes. */
  cookie?: string;
  fetch?: typeof fetch;
}

export function createStorefrontApi({ origin = '', forwardedHost, cookie, fetch: fetchImpl = fetch }: StorefrontApiOptions = {}): StorefrontApi {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (forwardedHost) headers['X-Forwarded-Host'] = forwardedHost;
  if (cookie) headers.Cookie = cookie;

  /** 404 resolves to null: an unknown collection or product is a page state, not a failure. */
  async function getOrNull<T>(path: string): Promise<T | null> {
    const response = await fetchImpl(`${origin}${path}`, { headers });
    if (response.status === 404) return null;
    if (!response.ok) {
      const body = await errorBody(response);
      throw new StorefrontApiError(response.status, messageOf(body, response), body?.pageGate);
    }
    return (await response.json()) as T;
  }

  return {
    getSite: () => getOrNull<SiteView>('/api/storefront/site'),
    getSiteAccess: async () => (await getOrNull<SiteAccess>('/api/site-users/lock-screens/site/access')) ?? { protectedContent: false },
    getCollection: (collectionUrlId) => getOrNull<CollectionPageData>(`/api/storefront/collections/${encodeURIComponent(collectionUrlId)}`),
    getProduct: (collectionUrlId, itemUrlId) =>
      getOrNull<ProductPageData>(`/api/storefront/products/${encodeURIComponent(collectionUrlId)}/${encodeURIComponent(itemUrlId)}`),
    getForm: (formId) => getOrNull<FormBlockData>(`/api/form/definitions/${encodeURIComponent(formId)}`),
    getPageForms: async (pageId) => (await getOrNull<PageFormsData>(`/api/form/page-blocks/${encodeURIComponent(pageId)}`)) ?? { forms: [] },
    getCaptchaWidget: () => getOrNull<CaptchaWidgetData>('/api/form/captcha/widget'),
    getGallery: (galleryId) => getOrNull<GalleryBlockData>(`/api/storefront/galleries/${encodeURIComponent(galleryId)}`),
    async getContributorSession(ownerSessionCookie) {
      const response = await fetchImpl(`${origin}/api/auth/session`, { headers: { ...headers, Cookie: ownerSessionCookie } });
      if (response.status === 401) return null;
      if (!response.ok) throw new StorefrontApiError(response.status, await errorMessage(response));
      return (await response.json()) as ContributorSessionView;
    },
    async signUpForRestock(signUp) {
      const crumb = cookieValue(document.cookie, COOKIE_NAMES.crumb) ?? '';
      const response = await fetchImpl(`${origin}/api/site-users/account/notifications/restock`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', [CSRF_HEADER]: crumb },
        body: JSON.stringify(signUp),
      });
      if (!response.ok) throw new StorefrontApiError(response.status, await errorMessage(response));
    },
  };
}

async function errorMessage(response: Response): Promise<string> {
  return messageOf(await errorBody(response), response);
}

async function errorBody(response: Response): Promise<Partial<ApiErrorBody> | undefined> {
  try {
    return (await response.json()) as Partial<ApiErrorBody>;
  } catch {
    // Not a JSON error envelope (e.g. a proxy's HTML page): the status line stands in for it.
    return undefined;
  }
}

function messageOf(body: Partial<ApiErrorBody> | undefined, response: Response): string {
  return typeof body?.message === 'string' ? body.message : `HTTP ${response.status} ${response.statusText}`.trim();
}
