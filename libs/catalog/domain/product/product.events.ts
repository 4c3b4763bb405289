import {
  create,
  ProductCreatedSchema,
  ProductMerchandisingSetSchema,
  ProductVariantAddedSchema,
  ProductVariantPriceChangedSchema,
  StockAdjustedSchema,
  StockLevelSetSchema,
  StockReleasedSchema,
  StockReservedSchema,
  StockSoldSchema,
  type MessageInitShape,
  type ProductCreated,
  type ProductMerchandisingSet,
  type ProductVariantAdded,
  type ProductVariantPriceChanged,
  type StockAdjusted,
  type StockLevelSet,
  type StockReleased,
  type StockReserved,
  type StockSold,
} from '@mercato/contracts';

/** A product's events from their fields: the decider emits them and specs write given and expected events with them. */
export const productEvents = {
  created: (fields: MessageInitShape<typeof ProductCreatedSchema>): ProductCreated => create(ProductCreatedSchema, fields),
  variantAdded: (fields: MessageInitShape<typeof ProductVariantAddedSchema>): ProductVariantAdded => create(ProductVariantAddedSchema, fields),
  variantPriceChanged: (fields: MessageInitShape<typeof ProductVariantPriceChangedSchema>): ProductVariantPriceChanged =>
    create(ProductVariantPriceChangedSchema, fields),
  stockAdjusted: (fields: MessageInitShape<typeof StockAdjustedSchema>): StockAdjusted => create(StockAdjustedSchema, fields),
  stockLevelSet: (fields: MessageInitShape<typeof StockLevelSetSchema>): StockLevelSet => create(StockLevelSetSchema, fields),
  stockReserved: (fields: MessageInitShape<typeof StockReservedSchema>): StockReserved => create(StockReservedSchema, fields),
  stockReleased: (fields: MessageInitShape<typeof StockReleasedSchema>): StockReleased => create(StockReleasedSchema, fields),
  stockSold: (fields: MessageInitShape<typeof StockSoldSchema>): StockSold => create(StockSoldSchema, fields),
  merchandisingSet: (fields: MessageInitShape<typeof ProductMerchandisingSetSchema>): ProductMerchandisingSet => create(ProductMerchandisingSetSchema, fields),
};
