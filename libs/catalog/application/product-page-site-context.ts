import type { SiteFacts } from '@mercato/sites/ports';

/** Spec §3 "Product page context", its site part. */
export interface ProductPageSiteContext {
  readonly website: { readonly id: string; readonly timeZone: string };
  readonly storeSettings: {
    readonly useLightCart: boolean;
    readonly nativeReviewsEnabled: boolean;
    readonly importedReviewsEnabled: boolean;
    readonly multipleQuantityAllowedForServices: boolean;
  };
  readonly captchaSiteKey: string;
  readonly useCLDRMoneyFormat: boolean;
}

/** The site part of a product page from what the sites context says of the website. */
export function productPageSiteContext(site: SiteFacts): ProductPageSiteContext {
  const settings = site.storeSettings;
  return {
    website: { id: site.websiteId, timeZone: site.timeZone },
    storeSettings: {
      useLightCart: settings.useLightCart,
      nativeReviewsEnabled: settings.nativeReviewsEnabled,
      importedReviewsEnabled: settings.importedReviewsEnabled,
      multipleQuantityAllowedForServices: settings.multipleQuantityAllowedForServices,
    },
    captchaSiteKey: settings.captchaSiteKey,
    useCLDRMoneyFormat: settings.useCLDRMoneyFormat,
  };
}
