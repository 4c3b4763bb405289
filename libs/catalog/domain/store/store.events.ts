import { create, StoreCategoryCreatedSchema, StoreCollectionCreatedSchema, type MessageInitShape, type StoreCategoryCreated, type StoreCollectionCreated } from '@mercato/contracts';

/** The store's events from their fields: the decider emits them and specs write given and expected events with them. */
export const storeEvents = {
  collectionCreated: (fields: MessageInitShape<typeof StoreCollectionCreatedSchema>): StoreCollectionCreated => create(StoreCollectionCreatedSchema, fields),
  categoryCreated: (fields: MessageInitShape<typeof StoreCategoryCreatedSchema>): StoreCategoryCreated => create(StoreCategoryCreatedSchema, fields),
};
