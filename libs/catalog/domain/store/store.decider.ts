import type { Decider } from '@mercato/domain';
import type { StoreCategoryCreated, StoreCollectionCreated } from '@mercato/contracts';
import { STORE_ROOT_CATEGORY } from '@mercato/spec';
import { CatalogError, invalid } from '../catalog-error';
import { storeEvents } from './store.events';

export type StoreEvent = StoreCollectionCreated | StoreCategoryCreated;

export type StoreState =
  | { readonly status: 'absent' }
  | { readonly status: 'created'; readonly websiteId: string; readonly collectionId: string; readonly rootCategoryId: string | null };

export type StoreCommand =
  | {
      readonly type: 'CreateStoreCollection';
      readonly websiteId: string;
      readonly collectionId: string;
      readonly title: string;
      readonly navigationTitle: string;
      readonly urlId: string;
      readonly description: string;
      readonly enabled: boolean;
    }
  | {
      readonly type: 'CreateRootCategory';
      readonly collectionId: string;
      readonly categoryId: string;
      readonly displayName: string;
      readonly parentCategoryId: string;
      readonly categoryType: string;
      readonly pageRendering: string;
      readonly displayIndex: number;
    };

export const initialStoreState = (): StoreState => ({ status: 'absent' });

export function decideStore(command: StoreCommand, state: StoreState): StoreEvent[] {
  switch (command.type) {
    case 'CreateStoreCollection': {
      if (state.status === 'created') throw new CatalogError('already_exists', 'This store already exists.');
      if (!command.title.trim()) throw invalid('Title is required.', 'title');
      return [
        storeEvents.collectionCreated({
          websiteId: command.websiteId,
          collectionId: command.collectionId,
          title: command.title.trim(),
          navigationTitle: command.navigationTitle.trim() || command.title.trim(),
          urlId: command.urlId,
          description: command.description,
          enabled: command.enabled,
        }),
      ];
    }
    case 'CreateRootCategory': {
      if (state.status === 'absent') throw new CatalogError('not_found', 'Store not found.');
      if (state.rootCategoryId) throw new CatalogError('already_exists', 'This store already has a root category.');
      // Spec §3 "Root category": the only category shape store creation makes.
      if (command.categoryType !== STORE_ROOT_CATEGORY.type) throw invalid(`type must be ${STORE_ROOT_CATEGORY.type}.`, 'type');
      if (command.pageRendering !== STORE_ROOT_CATEGORY.pageRendering) throw invalid(`pageRendering must be ${STORE_ROOT_CATEGORY.pageRendering}.`, 'pageRendering');
      if (!command.displayName.trim()) throw invalid('displayName is required.', 'displayName');
      return [
        storeEvents.categoryCreated({
          websiteId: state.websiteId,
          collectionId: state.collectionId,
          categoryId: command.categoryId,
          displayName: command.displayName.trim(),
          parentCategoryId: command.parentCategoryId,
          type: command.categoryType,
          pageRendering: command.pageRendering,
          displayIndex: command.displayIndex,
        }),
      ];
    }
  }
}

export function evolveStore(state: StoreState, event: StoreEvent): StoreState {
  switch (event.$typeName) {
    case 'mercato.catalog.v1.StoreCollectionCreated':
      return { status: 'created', websiteId: event.websiteId, collectionId: event.collectionId, rootCategoryId: null };
    case 'mercato.catalog.v1.StoreCategoryCreated':
      // A store stream always starts with its StoreCollectionCreated.
      return state.status === 'created' ? { ...state, rootCategoryId: event.categoryId } : state;
  }
}

export const storeDecider: Decider<StoreState, StoreCommand, StoreEvent> = { initialState: initialStoreState, decide: decideStore, evolve: evolveStore };
export const storeStreamId = (collectionId: string) => `catalog-store-${collectionId}`;
