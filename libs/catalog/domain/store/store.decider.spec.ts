import { STORE_ROOT_CATEGORY } from '@mercato/spec';
import { deciderSpec } from '@mercato/testing/decider';
import { CatalogError } from '../catalog-error';
import { storeDecider, type StoreCommand } from './store.decider';
import { storeEvents } from './store.events';

const spec = deciderSpec(storeDecider);

const createStore: StoreCommand = {
  type: 'CreateStoreCollection',
  websiteId: 'site-1',
  collectionId: 'c1',
  title: ' Shop ',
  navigationTitle: '',
  urlId: 'shop',
  description: 'Everything we sell',
  enabled: true,
};
const createRootCategory: StoreCommand = {
  type: 'CreateRootCategory',
  collectionId: 'c1',
  categoryId: 'cat1',
  displayName: ' All ',
  parentCategoryId: '',
  categoryType: STORE_ROOT_CATEGORY.type,
  pageRendering: STORE_ROOT_CATEGORY.pageRendering,
  displayIndex: STORE_ROOT_CATEGORY.displayIndex,
};

const storeCreated = storeEvents.collectionCreated({
  websiteId: 'site-1',
  collectionId: 'c1',
  title: 'Shop',
  navigationTitle: 'Shop',
  urlId: 'shop',
  description: 'Everything we sell',
  enabled: true,
});
const rootCategoryCreated = storeEvents.categoryCreated({
  websiteId: 'site-1',
  collectionId: 'c1',
  categoryId: 'cat1',
  displayName: 'All',
  parentCategoryId: '',
  type: 'ROOT',
  pageRendering: 'LIST_VIEW',
  displayIndex: 1,
});

describe('store decider (spec §4 store creation)', () => {
  it('creates the collection, defaulting the navigation title to the title', () => spec.given([]).when(createStore).then([storeCreated]));

  it('refuses to create the same store twice', () =>
    spec.given([storeCreated]).when(createStore).thenRefuses(new CatalogError('already_exists', 'This store already exists.')));

  it('adds the root category of the store', () => spec.given([storeCreated]).when(createRootCategory).then([rootCategoryCreated]));

  it('adds the root category only once', () =>
    spec.given([storeCreated, rootCategoryCreated]).when(createRootCategory).thenRefuses(new CatalogError('already_exists', 'This store already has a root category.')));

  it('refuses a category for a store that does not exist', () =>
    spec.given([]).when(createRootCategory).thenRefuses(new CatalogError('not_found', 'Store not found.')));

  it('refuses a category of another shape than the root', () =>
    spec
      .given([storeCreated])
      .when({ ...createRootCategory, pageRendering: 'GRID' })
      .thenRefuses(new CatalogError('invalid', 'pageRendering must be LIST_VIEW.', 'pageRendering')));
});
