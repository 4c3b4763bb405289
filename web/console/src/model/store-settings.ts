import type { StoreSettings } from '../api/types';

const EDITABLE_FIELDS = [
  'currency',
  'useLightCart',
  'nativeReviewsEnabled',
  'importedReviewsEnabled',
  'multipleQuantityAllowedForServices',
  'useCLDRMoneyFormat',
  'captchaSiteKey',
  'minimumOrderSubtotalCents',
] as const satisfies ReadonlyArray<keyof StoreSettings>;

/** Spec §4 "Preferences": saved only when a value differs from the cached one; null when none does. */
export function settingsToSave(cached: StoreSettings, edited: StoreSettings): StoreSettings | null {
  return EDITABLE_FIELDS.some((field) => cached[field] !== edited[field]) ? { ...edited, websiteId: cached.websiteId } : null;
}
