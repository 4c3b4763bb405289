import { createContext, type ReactNode, useCallback, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSite } from '../app/use-site';
import { type StorefrontAnalytics } from './browser-analytics';
import { type AnalyticsPage } from './page';

// The storefront's components talk to analytics through these. On the server, and wherever no
// provider is set, there is no analytics: effects and refs never run there anyway.

const AnalyticsContext = createContext<StorefrontAnalytics | undefined>(undefined);

export function AnalyticsProvider({ analytics, children }: { analytics: StorefrontAnalytics | undefined; children: ReactNode }) {
  return <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>;
}

/**
 * Rendered by a page once its content is on screen: reports the page view for the current history
 * entry, once (a later render of the same entry reports nothing). Renders nothing.
 */
export function PageView(page: AnalyticsPage) {
  const analytics = useContext(AnalyticsContext);
  const { key } = useLocation();
  const site = useSite().data;
  useEffect(() => {
    if (!analytics || !site) return;
    analytics.pageShown({ ...page, locationKey: key, site: { websiteId: site.websiteId, templateId: site.templateId, locale: site.locale } });
    // The page's fields belong to the entry they were first reported for: only a new entry reports again.
  }, [analytics, site, key]);
  return null;
}

/** A ref for a product image, so its image metrics are measured (spec §7). */
export function useProductImageRef(): (image: HTMLImageElement | null) => void {
  const analytics = useContext(AnalyticsContext);
  return useCallback((image: HTMLImageElement | null) => {
    if (image) analytics?.observeProductImage(image);
  }, [analytics]);
}

export type StorefrontEvents = Pick<StorefrontAnalytics, 'clientEvent' | 'widgetEvent'>;

const NO_EVENTS: StorefrontEvents = { clientEvent: () => undefined, widgetEvent: () => undefined };

/** Client analytics events and census widget calls (spec §7); nothing on the server or without analytics. */
export function useStorefrontEvents(): StorefrontEvents {
  return useContext(AnalyticsContext) ?? NO_EVENTS;
}
