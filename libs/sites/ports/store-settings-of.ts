import type { StoreSettingsUpdated } from '@mercato/contracts';
import { isCurrencyCode, type StoreSettings } from '@mercato/spec';

/** The settings a `StoreSettingsUpdated` event records, for every reader of the sites topic. */
export function storeSettingsOf(event: StoreSettingsUpdated): StoreSettings {
  if (!isCurrencyCode(event.currency)) throw new Error(`StoreSettingsUpdated for ${event.websiteId} has an unknown currency ${event.currency}`);
  return {
    currency: event.currency,
    useLightCart: event.useLightCart,
    nativeReviewsEnabled: event.nativeReviewsEnabled,
    importedReviewsEnabled: event.importedReviewsEnabled,
    multipleQuantityAllowedForServices: event.multipleQuantityAllowedForServices,
    useCLDRMoneyFormat: event.useCldrMoneyFormat,
    captchaSiteKey: event.captchaSiteKey,
    minimumOrderSubtotalCents: event.minimumOrderSubtotalCents,
    expressCheckout: event.expressCheckout,
  };
}
