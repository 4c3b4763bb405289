import { DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from '../money/currencies';

/**
 * Spec §3 "Product page context" and §3 "Site": a website's store settings. Owners edit them
 * (spec §7 `PUT /api/v1/commerce-preferences/store-settings`); the storefront and the catalog read them.
 */
export interface StoreSettings {
  readonly currency: CurrencyCode;
  readonly useLightCart: boolean;
  readonly nativeReviewsEnabled: boolean;
  readonly importedReviewsEnabled: boolean;
  readonly multipleQuantityAllowedForServices: boolean;
  /** The CLDR number formatting behaviour flag (spec §3 named behaviour flags). */
  readonly useCLDRMoneyFormat: boolean;
  readonly captchaSiteKey: string;
  /** Smallest cart subtotal checkout accepts, in the currency's minor units; 0: no minimum. */
  readonly minimumOrderSubtotalCents: number;
  /** Spec §4 express checkout: after a successful add the visitor goes straight to the checkout page. */
  readonly expressCheckout: boolean;
}

/** The spec's preferences namespace of the store settings (`/api/v1/commerce-preferences/{namespace}`). */
export const STORE_SETTINGS_NAMESPACE = 'store-settings';

/** A site's settings until its owner changes them: currency USD (spec §9), multiple quantities for services allowed (spec §3), the rest off (express checkout too). */
export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  currency: DEFAULT_CURRENCY,
  useLightCart: false,
  nativeReviewsEnabled: false,
  importedReviewsEnabled: false,
  multipleQuantityAllowedForServices: true,
  useCLDRMoneyFormat: false,
  captchaSiteKey: '',
  minimumOrderSubtotalCents: 0,
  expressCheckout: false,
};

/** The settings of a site its owner has not configured yet: the defaults, in the currency it was created with when that is one of the spec's. */
export function unsavedStoreSettings(siteCurrency: string | undefined): StoreSettings {
  return { ...DEFAULT_STORE_SETTINGS, currency: siteCurrency && isCurrencyCode(siteCurrency) ? siteCurrency : DEFAULT_CURRENCY };
}

/**
 * Settings saved before a setting existed (a read model's JSON, an older event) read with that
 * setting's default, so adding one never needs a backfill.
 */
export function savedStoreSettings(saved: Partial<StoreSettings>, siteCurrency: string | undefined): StoreSettings {
  return { ...unsavedStoreSettings(siteCurrency), ...saved };
}
