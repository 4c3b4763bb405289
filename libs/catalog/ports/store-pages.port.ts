/**
 * The catalog's published port for contexts that place content on store pages (a form block on a
 * collection page): which page ids name none of a site's store pages. Answered from the catalog's
 * own streams, so a page created a moment ago is known at once.
 */
export interface StorePages {
  /** The ids among `pageIds` that are not store pages (collections) of the site, in the order given. */
  unknownPageIds(websiteId: string, pageIds: readonly string[]): Promise<string[]>;
}

export const STORE_PAGES = Symbol('STORE_PAGES');
