import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startBrowserAnalytics } from '../analytics/browser-analytics';
import { parseAnalyticsPageContext } from '../analytics/page';
import { createStorefrontApi } from '../api/client';
import { createStorefrontQueryClient } from '../api/queries';
import { ANALYTICS_CONTEXT_ELEMENT_ID, CART_CONTEXT_ELEMENT_ID, DEHYDRATED_STATE_ELEMENT_ID, ROOT_ELEMENT_ID } from '../app/document-ids';
import { StorefrontBoundary } from '../app/lazy-page';
import { matchStorefrontRoute, preloadRoutePage } from '../app/routes';
import { StorefrontApp } from '../app/storefront-app';
import { documentCookies } from '../analytics/browser-adapters';
import { browserCommerceDependencies, createCartApi } from '../cart/cart-api';
import { createCheckoutApi } from '../checkout/checkout-api';
import { parseCartStart } from '../cart/cart-at-start';
import { browserXsrfStore, createSiteUserApi } from '../site-users/site-user-api';
import { installReactCompatibility } from './preact-compat';
import { PreloadingBrowserRouter } from './preloading-router';

installReactCompatibility();

const root = document.getElementById(ROOT_ELEMENT_ID);
if (!root) throw new Error(`Storefront root element #${ROOT_ELEMENT_ID} is missing`);

// The server's query cache, so the first client render matches the server HTML without refetching.
const queryClient = createStorefrontQueryClient();
const dehydratedState = document.getElementById(DEHYDRATED_STATE_ELEMENT_ID)?.textContent;
if (dehydratedState) hydrate(queryClient, JSON.parse(dehydratedState));

// Before hydration, so that errors while hydrating are reported too; page views come from the pages.
const analytics = startBrowserAnalytics(parseAnalyticsPageContext(document.getElementById(ANALYTICS_CONTEXT_ELEMENT_ID)?.textContent));

const cookies = documentCookies();
const commerce = browserCommerceDependencies((name) => cookies.get(name));
const cart = { api: createCartApi(commerce), checkout: createCheckoutApi(commerce), ...parseCartStart(document.getElementById(CART_CONTEXT_ELEMENT_ID)?.textContent) };

/** Marks <html data-hydrated> once the page is interactive (end-to-end tests wait for it). Renders nothing. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function hydrateStorefront(root: HTMLElement) {
  hydrateRoot(
    root,
    <StrictMode>
      <PreloadingBrowserRouter>
        <StorefrontBoundary>
          <StorefrontApp api={createStorefrontApi()} queryClient={queryClient} analytics={analytics} cart={cart} siteUsers={createSiteUserApi(window.fetch.bind(window), browserXsrfStore, commerce.crumb)} />
          <HydrationMarker />
        </StorefrontBoundary>
      </PreloadingBrowserRouter>
    </StrictMode>,
  );
}

// The server rendered this page with its chunk (routes.tsx): hydrate it with the same, not a suspended fallback.
// Should the chunk fail to load, hydration still runs and the page's lazy loader reports the failure.
void preloadRoutePage(matchStorefrontRoute(window.location.pathname)).finally(() => hydrateStorefront(root));
