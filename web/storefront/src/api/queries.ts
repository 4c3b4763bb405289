import { QueryClient, queryOptions } from '@tanstack/react-query';
import { type StorefrontApi, StorefrontApiError } from './client';

/**
 * Query definitions shared by the server prefetch and the client: the same key and fetcher on both
 * sides is what lets the dehydrated server cache satisfy the client's first render.
 */
export const storefrontQueries = {
  site: (api: StorefrontApi) => queryOptions({ queryKey: ['storefront', 'site'] as const, queryFn: () => api.getSite() }),
  siteAccess: (api: StorefrontApi) => queryOptions({ queryKey: ['storefront', 'site-access'] as const, queryFn: () => api.getSiteAccess() }),
  collection: (api: StorefrontApi, collectionUrlId: string) =>
    queryOptions({
      queryKey: ['storefront', 'collection', collectionUrlId] as const,
      queryFn: () => api.getCollection(collectionUrlId),
    }),
  product: (api: StorefrontApi, collectionUrlId: string, itemUrlId: string) =>
    queryOptions({
      queryKey: ['storefront', 'product', collectionUrlId, itemUrlId] as const,
      queryFn: () => api.getProduct(collectionUrlId, itemUrlId),
    }),
  form: (api: StorefrontApi, formId: string) => queryOptions({ queryKey: ['storefront', 'form', formId] as const, queryFn: () => api.getForm(formId) }),
  pageForms: (api: StorefrontApi, pageId: string) => queryOptions({ queryKey: ['storefront', 'page-forms', pageId] as const, queryFn: () => api.getPageForms(pageId) }),
  gallery: (api: StorefrontApi, galleryId: string) => queryOptions({ queryKey: ['storefront', 'gallery', galleryId] as const, queryFn: () => api.getGallery(galleryId) }),
};

/**
 * What closed the page the server rendered (a lock screen or member area), kept under the page's
 * path: the browser hydrates the same screen while its own read of the page (refused again) runs.
 */
export const pageGateKey = (pathname: string) => ['storefront', 'page-gate', pathname] as const;

/** Server-rendered data stays fresh for a minute so hydration does not refetch it at once. */
const STALE_TIME_MS = 60_000;
const MAX_RETRIES = 2;

/**
 * The server passes `retryFailedLoads: false`: it answers at once with the failure status and leaves
 * retrying to the browser, where waiting does not hold up the whole response.
 */
export function createStorefrontQueryClient({ retryFailedLoads = true } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        // Client errors (4xx) will not heal on retry; network and 5xx failures might.
        retry: (failureCount, error) =>
          retryFailedLoads && failureCount < MAX_RETRIES && !(error instanceof StorefrontApiError && error.status < 500),
      },
    },
  });
}
