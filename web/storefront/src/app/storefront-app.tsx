import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { StorefrontApiProvider } from '../api/api-context';
import { type StorefrontApi } from '../api/client';
import { type StorefrontAnalytics } from '../analytics/browser-analytics';
import { AnalyticsProvider } from '../analytics/react';
import { type CartSetup, CartProvider } from '../cart/cart-context';
import { type SiteUserApi } from '../site-users/site-user-api';
import { SiteUserApiContext } from '../site-users/site-user-hooks';
import { NotFoundPage } from './not-found-page';
import { storefrontRoutes } from './routes';
import { SiteLayout } from './site-layout';

export interface StorefrontAppProps {
  api: StorefrontApi;
  queryClient: QueryClient;
  /** The cart: its browser API and whether to read it at page start; the server renders without the API. */
  cart?: CartSetup;
  /** The browser's trackers; the server renders without them. */
  analytics?: StorefrontAnalytics;
  /** The browser's site-user calls; the server renders every visitor signed out. */
  siteUsers?: SiteUserApi;
}

/** The whole storefront below the router; the server wraps it in StaticRouter, the client in PreloadingBrowserRouter. */
export function StorefrontApp({ api, queryClient, cart = { loadAtStart: false }, analytics, siteUsers }: StorefrontAppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <StorefrontApiProvider api={api}>
        <AnalyticsProvider analytics={analytics}>
          <CartProvider setup={cart}>
            <SiteUserApiContext.Provider value={siteUsers}>
            <SiteLayout>
              {(site) => (
                <Routes>
                  {storefrontRoutes.map(({ path, Page }) => (
                    <Route key={path} path={path} element={<Page site={site} />} />
                  ))}
                  <Route path="*" element={<NotFoundPage />} />
                </Routes>
              )}
            </SiteLayout>
            </SiteUserApiContext.Provider>
          </CartProvider>
        </AnalyticsProvider>
      </StorefrontApiProvider>
    </QueryClientProvider>
  );
}
