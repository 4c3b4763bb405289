import type { SiteFacts } from '@mercato/sites/ports';
import type { ProductPageSiteView } from '@mercato/views';

/** Spec §3 "Product page context", its site part; shared with the storefront through @mercato/views. */
export type ProductPageSiteContext = ProductPageSiteView;

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
      expressCheckout: settings.expressCheckout,
    },
    captchaSiteKey: settings.captchaSiteKey,
    useCLDRMoneyFormat: settings.useCLDRMoneyFormat,
  };
}
