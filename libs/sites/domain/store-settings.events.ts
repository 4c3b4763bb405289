import { create, StoreSettingsUpdatedSchema, type StoreSettingsUpdated } from '@mercato/contracts';
import type { StoreSettings } from '@mercato/spec';

/** The store settings' events: the decider emits them and specs write given and expected events with them. */
export const storeSettingsEvents = {
  /** Records `settings`, all of them, as the website's store settings. */
  updated: (websiteId: string, settings: StoreSettings): StoreSettingsUpdated =>
    create(StoreSettingsUpdatedSchema, {
      websiteId,
      currency: settings.currency,
      useLightCart: settings.useLightCart,
      nativeReviewsEnabled: settings.nativeReviewsEnabled,
      importedReviewsEnabled: settings.importedReviewsEnabled,
      multipleQuantityAllowedForServices: settings.multipleQuantityAllowedForServices,
      useCldrMoneyFormat: settings.useCLDRMoneyFormat,
      captchaSiteKey: settings.captchaSiteKey,
      minimumOrderSubtotalCents: settings.minimumOrderSubtotalCents,
      expressCheckout: settings.expressCheckout,
    }),
};
