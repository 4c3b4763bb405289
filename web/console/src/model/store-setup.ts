import { MAIN_NAVIGATION_FIELD_NAME, STORE_MESSAGES, mainNavigationWithStore } from '@mercato/spec';
import type { ConsoleApi, NewStore } from '../api/client';

export interface StoreSetUp {
  readonly id: string;
  /** The URL id the server chose by the spec §5 rule: the storefront's path is /{urlId}. */
  readonly urlId: string;
}

/** Thrown when the store exists but a later step of its set-up failed. */
export class StoreSetUpIncomplete extends Error {
  constructor(
    readonly store: StoreSetUp,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'StoreSetUpIncomplete';
  }
}

/**
 * Spec §4 "Store creation": the product collection, then its root category, then optionally first
 * place in the main navigation (existing links after). The navigation is the host's site's, so the
 * last step runs only from the site's own console.
 */
export async function setUpStore(api: ConsoleApi, websiteId: string, store: NewStore, addToMainNavigation: boolean): Promise<StoreSetUp> {
  const created = await api.createStore(websiteId, store);
  const result = { id: created.id, urlId: created.urlId };
  try {
    await api.createRootCategory(websiteId, created.id, store.title);
    if (addToMainNavigation) {
      const layout = await api.siteLayout();
      const main = layout.navigations.find((navigation) => navigation.fieldName === MAIN_NAVIGATION_FIELD_NAME);
      if (layout.websiteId !== websiteId || !main) throw new Error(STORE_MESSAGES.mainNavigationMissing);
      await api.updateNavigation(main.fieldName, layout.templateId, mainNavigationWithStore(main.links, created.id));
    }
  } catch (error) {
    throw new StoreSetUpIncomplete(result, error);
  }
  return result;
}
