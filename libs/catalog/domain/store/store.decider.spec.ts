import { deciderSpec } from '@mercato/testing/decider';
import { type CatalogError } from '../catalog-error';
import { decideStore, ROOT_CATEGORY, storeDecider, type StoreCommand } from './store.decider';

const spec = deciderSpec(storeDecider);
const createStore: StoreCommand = {
  type: 'CreateStoreCollection',
  websiteId: 'site-1',
  collectionId: 'c1',
  title: 'Shop',
  navigationTitle: '',
  urlId: 'shop',
  description: '',
  enabled: true,
};
const rootCategory: StoreCommand = {
  type: 'CreateRootCategory',
  collectionId: 'c1',
  categoryId: 'cat1',
  displayName: 'All',
  parentCategoryId: '',
  categoryType: ROOT_CATEGORY.type,
  pageRendering: ROOT_CATEGORY.pageRendering,
  displayIndex: ROOT_CATEGORY.displayIndex,
};

describe('store decider (spec §4 store creation)', () => {
  it('creates the collection, defaulting the navigation title to the title', () =>
    spec.given([]).when(createStore).then((events) => expect(events[0]).toMatchObject({ title: 'Shop', navigationTitle: 'Shop', urlId: 'shop', enabled: true })));

  it('adds the root category once the collection exists, and only once', () => {
    const past = decideStore(createStore, storeDecider.initialState());
    spec.given(past).when(rootCategory).then((events) => expect(events[0]).toMatchObject({ type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1, websiteId: 'site-1' }));
    spec
      .given([...past, ...decideStore(rootCategory, storeDecider.evolve(storeDecider.initialState(), past[0]!))])
      .when(rootCategory)
      .thenThrows((error) => expect((error as CatalogError).code).toBe('already_exists'));
  });

  it('refuses a category for a store that does not exist, or of another shape than the root', () => {
    spec.given([]).when(rootCategory).thenThrows((error) => expect((error as CatalogError).code).toBe('not_found'));
    const past = decideStore(createStore, storeDecider.initialState());
    spec.given(past).when({ ...rootCategory, pageRendering: 'GRID' } as StoreCommand).thenThrows((error) => expect((error as CatalogError).message).toBe('pageRendering must be LIST_VIEW.'));
  });
});
