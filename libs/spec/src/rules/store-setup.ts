/** Spec §3 "Root category" of a newly created store. */
export const STORE_ROOT_CATEGORY = { type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 } as const;

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
