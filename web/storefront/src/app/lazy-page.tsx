import { type ComponentType, type FunctionComponent, lazy, type ReactNode, Suspense } from 'react';
import { type SiteView } from '../api/types';
import { useHydrated } from '../cart/cart-context';

export interface PageProps {
  site: SiteView;
}

/** A page kept out of the first load: `preload` fetches its chunk; rendered before that, it suspends. */
export type LazyPage = FunctionComponent<PageProps> & { preload(): Promise<void> };

export interface LazyPageOptions {
  /**
   * The page is the visitor's own (their cart, membership, checkout token): the server and the
   * hydrating render show "Loading…", and its chunk is fetched once the page is hydrated, never before.
   */
  browserOnly?: boolean;
}

const loading = (
  <p role="status" data-testid="loading">
    Loading…
  </p>
);

/**
 * A route's page as a chunk of its own (the bundler splits at the `import()`), so a product page's
 * first load does not carry it. The server and the browser preload the matched route's page before
 * they render or hydrate it (`preloadRoutePage`), so the first render never suspends and matches the
 * server's HTML; on a later navigation to it the browser's router fetches its chunk first
 * (client/preloading-router.tsx), so the previous page stays meanwhile.
 * A browser-only page has no `preload`: it shows loading until hydrated, then until its chunk is there.
 */
export function lazyPage(load: () => Promise<ComponentType<PageProps>>, { browserOnly = false }: LazyPageOptions = {}): ComponentType<PageProps> | LazyPage {
  let Loaded: ComponentType<PageProps> | undefined;
  const preload = async () => {
    Loaded ??= await load();
  };
  const Suspending = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  const Page = (props: PageProps) => (Loaded ? <Loaded {...props} /> : <Suspending {...props} />);
  if (!browserOnly) return Object.assign(Page, { preload });
  return function BrowserOnlyPage(props: PageProps) {
    return useHydrated() ? <Suspense fallback={loading}><Page {...props} /></Suspense> : loading;
  };
}

/**
 * The one Suspense boundary, around the whole app on the server and in the browser. Around the whole
 * of it, not the routes alone: a boundary hydrates after what is outside it, and the layout's effects
 * (the site user's query) would change the page's data before the page hydrated.
 */
export function StorefrontBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
