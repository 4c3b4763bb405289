import { type ComponentType, type FunctionComponent, lazy, Suspense } from 'react';
import { type SiteView } from '../api/types';

export interface PageProps {
  site: SiteView;
}

/** A page kept out of the first load: `preload` fetches its chunk; rendered before that, it suspends. */
export type LazyPage = FunctionComponent<PageProps> & { preload(): Promise<void> };

/**
 * A route's page as a chunk of its own (the bundler splits at the `import()`), so a product page's
 * first load does not carry it. The server and the browser preload the matched route's page before
 * they render or hydrate it (`preloadRoutePage`), so the first render never suspends and matches the
 * server's HTML; a later navigation to it suspends until its chunk is there. The Suspense boundary is
 * only there in that case: around a server-rendered page it would hydrate the page after the layout,
 * whose effects (the site user's query) could change the page's data before it hydrates.
 */
export function lazyPage(load: () => Promise<ComponentType<PageProps>>): LazyPage {
  let Loaded: ComponentType<PageProps> | undefined;
  const preload = async () => {
    Loaded ??= await load();
  };
  const Suspending = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  const Page = (props: PageProps) =>
    Loaded ? (
      <Loaded {...props} />
    ) : (
      <Suspense fallback={null}>
        <Suspending {...props} />
      </Suspense>
    );
  return Object.assign(Page, { preload });
}
