import { type ComponentType, lazy, Suspense } from 'react';
import { type SiteView } from '../api/types';
import { useHydrated } from '../cart/cart-context';

type SitePage = ComponentType<{ site: SiteView }>;

const loading = (
  <p role="status" data-testid="loading">
    Loading…
  </p>
);

/**
 * A browser-only page whose code is a chunk of its own, fetched when the page is shown: the other
 * pages (the product page first) do not load it. The server and the hydrating render show loading.
 */
export function routeChunk(load: () => Promise<SitePage>): SitePage {
  const Page = lazy(async () => ({ default: await load() }));
  return function RouteChunk({ site }) {
    return useHydrated() ? <Suspense fallback={loading}><Page site={site} /></Suspense> : loading;
  };
}
