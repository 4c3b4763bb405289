import { createStorefrontApi, type StorefrontApi } from '../api/client';
import { type CollectionPageData, type ContributorSessionView, type FormBlockData, type GalleryBlockData, type PageFormsData, type ProductPageData, type SiteAccess, type SiteView } from '../api/types';

/**
 * What the server render reads, for the site a visitor's host names: the same answers as the API's
 * `/api/storefront/*` and `/api/auth/session`, each null where the API answers 404 (401 for the
 * session). The embedded gateway answers from the query services in its own process; where the
 * contexts run elsewhere (the proxy gateway) `httpStorefrontReads` asks them over HTTP.
 */
export interface StorefrontReads {
  site(host: string): Promise<SiteView | null>;
  /** The site's own pages (the home page): rejects with a 403 naming the site's lock screen while it closes them to this visitor. */
  siteAccess(host: string, gateCookies?: string): Promise<SiteAccess>;
  /** `gateCookies`: the visitor's lock passes and site-user session; a page they may not view rejects with a 403 StorefrontApiError naming its pageGate. */
  collectionPage(host: string, collectionUrlId: string, gateCookies?: string): Promise<CollectionPageData | null>;
  productPage(host: string, collectionUrlId: string, itemUrlId: string, gateCookies?: string): Promise<ProductPageData | null>;
  /** A form block's form (`/api/form/definitions/{formId}`). */
  form(host: string, formId: string): Promise<FormBlockData | null>;
  /** The form blocks a content page holds (`/api/form/page-blocks/{pageId}`). */
  pageForms(host: string, pageId: string): Promise<PageFormsData>;
  /** A gallery block (`/api/storefront/galleries/{galleryId}`). */
  gallery(host: string, galleryId: string): Promise<GalleryBlockData | null>;
  /** The contributor signed in with this owner-session cookie (`name=value`), or null. */
  contributorSession(ownerSessionCookie: string): Promise<ContributorSessionView | null>;
}

export interface HttpStorefrontReadsOptions {
  /** Where the API answers, e.g. "http://127.0.0.1:3000"; asked per render, as it is known only once listening. */
  origin: () => string;
  /** How to fetch, when not the global fetch (the proxy gateway routes by path to the services). */
  fetch?: typeof fetch;
}

/** StorefrontReads over the API: the visitor's host goes along as X-Forwarded-Host. */
export function httpStorefrontReads({ origin, fetch: fetchImpl }: HttpStorefrontReadsOptions): StorefrontReads {
  const apiFor = (forwardedHost?: string, cookie?: string) =>
    createStorefrontApi({ origin: origin(), ...(forwardedHost ? { forwardedHost } : {}), ...(cookie ? { cookie } : {}), ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  return {
    site: (host) => apiFor(host).getSite(),
    siteAccess: (host, gateCookies) => apiFor(host, gateCookies).getSiteAccess(),
    collectionPage: (host, collectionUrlId, gateCookies) => apiFor(host, gateCookies).getCollection(collectionUrlId),
    productPage: (host, collectionUrlId, itemUrlId, gateCookies) => apiFor(host, gateCookies).getProduct(collectionUrlId, itemUrlId),
    form: (host, formId) => apiFor(host).getForm(formId),
    pageForms: (host, pageId) => apiFor(host).getPageForms(pageId),
    gallery: (host, galleryId) => apiFor(host).getGallery(galleryId),
    contributorSession: (ownerSessionCookie) => apiFor().getContributorSession(ownerSessionCookie),
  };
}

/** The pages' StorefrontApi for one visitor's host (and gate cookies): the query functions the server prefetches with. */
export function storefrontApiFor(reads: StorefrontReads, host: string, gateCookies?: string): StorefrontApi {
  return {
    getSite: () => reads.site(host),
    getSiteAccess: () => reads.siteAccess(host, gateCookies),
    getCollection: (collectionUrlId) => reads.collectionPage(host, collectionUrlId, gateCookies),
    getProduct: (collectionUrlId, itemUrlId) => reads.productPage(host, collectionUrlId, itemUrlId, gateCookies),
    getForm: (formId) => reads.form(host, formId),
    getPageForms: (pageId) => reads.pageForms(host, pageId),
    getGallery: (galleryId) => reads.gallery(host, galleryId),
    getContributorSession: (ownerSessionCookie) => reads.contributorSession(ownerSessionCookie),
    // Visitors sign up from their browser; a server render only reads.
    signUpForRestock: () => Promise.reject(new Error('A server render signs nobody up for restock notices.')),
    getCaptchaWidget: () => Promise.reject(new Error('A server render draws no captcha widget.')),
  };
}
