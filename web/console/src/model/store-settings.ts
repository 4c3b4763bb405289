import { DEFAULT_STORE_SETTINGS } from '@mercato/spec';
import type { StoreSettings } from '../api/types';

const EDITABLE_FIELDS = Object.keys(DEFAULT_STORE_SETTINGS) as ReadonlyArray<keyof typeof DEFAULT_STORE_SETTINGS>;

/** Spec §4 "Preferences": saved only when a value differs from the cached one; null when none does. */
export function settingsToSave(cached: StoreSettings, edited: StoreSettings): StoreSettings | null {
  return EDITABLE_FIELDS.some((field) => cached[field] !== edited[field]) ? { ...edited, websiteId: cached.websiteId } : null;
}
