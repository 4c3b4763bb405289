import type { ProductPageSiteView } from '@mercato/views';
/** What the catalog needs to know of a website; the sites context provides it. */
export interface SiteDirectory {
  /** The store currency of the website (spec §3: from store settings, default USD), or null if there is no such site. */
  currencyOf(websiteId: string): Promise<string | null>;
  /** The site part of spec §3 "Product page context". */
  productPageContextOf(websiteId: string): Promise<ProductPageSiteContext | null>;
}

/** Shared with the storefront through @mercato/views. */
export type ProductPageSiteContext = ProductPageSiteView;

/** Spec §3 store settings defaults: multiple quantities for services allowed; CLDR money format behind its flag, off. */
export const DEFAULT_STORE_SETTINGS = { useLightCart: false, multipleQuantityAllowedForServices: true } as const;

/** Spec §3 "Product page context", site part: the same in every mode, whichever adapter knows the site. */
export function productPageSiteContext(websiteId: string, timeZone: string): ProductPageSiteContext {
  return { website: { id: websiteId, timeZone }, storeSettings: DEFAULT_STORE_SETTINGS, useCLDRMoneyFormat: false };
}

export const SITE_DIRECTORY = Symbol('SITE_DIRECTORY');
