import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type ComponentType, type ReactNode } from 'react';
import { useStorefrontApi } from '../api/api-context';
import { type StorefrontApi } from '../api/client';
import { storefrontQueries } from '../api/queries';
import { type LazyPage, type PageProps } from './lazy-page';
import { QueryOutcome } from './query-outcome';

/**
 * The site's lock screen in place of a page that reads nothing behind PAGE_GATE of its own (home,
 * account, cart, checkout): the site's access is asked on its own (spec §6). `children` gets whether
 * the visitor holds the lock's pass (protected content).
 */
export function SiteLockGate({ children }: { children: (protectedContent: boolean) => ReactNode }) {
  const access = useQuery(storefrontQueries.siteAccess(useStorefrontApi()));
  return <QueryOutcome query={access}>{({ protectedContent }) => children(protectedContent)}</QueryOutcome>;
}

/** The server's read for such a page: a site lock makes the render a 403 with the lock screen. */
export const prefetchSiteAccess = async (queryClient: QueryClient, api: StorefrontApi) => [await queryClient.fetchQuery(storefrontQueries.siteAccess(api))];

/** A visitor's own page (account, cart, checkout) behind the site's lock screen; a lazy page keeps its preload. */
export function underSiteLock(Page: ComponentType<PageProps> | LazyPage): ComponentType<PageProps> | LazyPage {
  const Gated = (props: PageProps) => <SiteLockGate>{() => <Page {...props} />}</SiteLockGate>;
  return 'preload' in Page ? Object.assign(Gated, { preload: Page.preload }) : Gated;
}
