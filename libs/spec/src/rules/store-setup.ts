/** Spec §3 "Root category" of a newly created store. */
export const STORE_ROOT_CATEGORY = { type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 } as const;

/**
 * The field name of a site layout's main navigation, the one spec §4 places a new store in (spec §8
 * "Unable to find site main navigation" when a layout has none).
 */
export const MAIN_NAVIGATION_FIELD_NAME = 'mainNav';

/** Spec §3 "Main navigation item". */
export interface MainNavigationItem {
  readonly collectionId?: string;
  readonly externalLink?: string;
  readonly memberAreaId?: string;
  readonly children?: readonly MainNavigationItem[];
}

/** Spec §4 "Store creation": the new store goes first in the main navigation, existing links after. */
export function mainNavigationWithStore(existing: readonly MainNavigationItem[], storeCollectionId: string): MainNavigationItem[] {
  return [{ collectionId: storeCollectionId }, ...existing.filter((item) => item.collectionId !== storeCollectionId)];
}
