import type { Decider } from '@mercato/domain';
import {
  moneyFromMinorUnits,
  type ProductCreated,
  type ProductMerchandisingSet,
  type ProductType as ProductTypeMessage,
  type ProductVariantAdded,
  type ProductVariantPriceChanged,
  type StockAdjusted,
  type StockLevelSet,
} from '@mercato/contracts';
import { ProductType, isSubscribableProductType, type MerchandisingContext } from '@mercato/spec';
import { CatalogError, invalid } from '../catalog-error';
import { productEvents } from './product.events';
import { decideStockReservation, evolveReservations, type ReservedLine, type StockReservationCommand, type StockReservationEvent } from './stock-reservation';

export type ProductEvent = ProductCreated | ProductVariantAdded | ProductVariantPriceChanged | StockAdjusted | StockLevelSet | ProductMerchandisingSet | StockReservationEvent;

/** Limits that keep one product's stream and page reasonable. */
export const PRODUCT_LIMITS = { titleLength: 200, descriptionLength: 20_000, options: 6, variants: 250, images: 50, qtyInStock: 1_000_000_000, priceCents: 999_999_999_999_999, merchandisingTextLength: 200 } as const;

export interface VariantInput {
  readonly variantId: string;
  readonly sku: string;
  readonly priceCents: number;
  readonly salePriceCents: number;
  readonly onSale: boolean;
  readonly unlimited: boolean;
  readonly qtyInStock: number;
  readonly optionValues: ReadonlyArray<{ readonly optionName: string; readonly value: string }>;
  /** Image the product page shows while this variant is chosen. */
  readonly imageAssetUrl?: string;
}

/** Spec §3 "Merchandising context per product", as the owner sets it. */
export type MerchandisingInput = MerchandisingContext;

export interface CreateProduct {
  readonly type: 'CreateProduct';
  readonly websiteId: string;
  readonly collectionId: string;
  readonly itemId: string;
  readonly title: string;
  readonly urlId: string;
  readonly description: string;
  readonly productType: ProductType;
  readonly currency: string;
  readonly variantOptionOrdering: readonly string[];
  readonly isSubscribable: boolean;
  readonly subscriptionPlan?: { readonly billingPeriod: { readonly value: number; readonly unit: 'WEEK' | 'MONTH' | 'YEAR' }; readonly numBillingCycles: number };
  readonly digital?: { readonly priceCents: number; readonly salePriceCents: number; readonly onSale: boolean };
  readonly additionalFieldsFormId: string;
  readonly useCustomAddButtonText: boolean;
  readonly customAddButtonText: string;
  readonly images: ReadonlyArray<{ readonly assetUrl: string; readonly altText: string; readonly title: string; readonly originalSize?: string }>;
  readonly variants: readonly VariantInput[];
}

/** A change to an existing product: variants, prices, stock. */
export type ProductChange =
  | { readonly type: 'AddVariant'; readonly variant: VariantInput }
  | { readonly type: 'ChangeVariantPrice'; readonly variantId: string; readonly priceCents: number; readonly salePriceCents: number; readonly onSale: boolean }
  | { readonly type: 'AdjustStock'; readonly variantId: string; readonly delta: number; readonly reason: string }
  | { readonly type: 'SetStockLevel'; readonly variantId: string; readonly unlimited: boolean; readonly qtyInStock: number }
  | { readonly type: 'SetMerchandising'; readonly merchandising: MerchandisingInput };

/** A change names the website it is made from: another website's product is treated as missing. */
export type ProductCommand = CreateProduct | (ProductChange & { readonly websiteId: string }) | StockReservationCommand;

interface VariantState {
  readonly sku: string;
  readonly combination: string;
  readonly unlimited: boolean;
  readonly qtyInStock: number;
}

interface CreatedProductState {
  readonly status: 'created';
  readonly websiteId: string;
  readonly itemId: string;
  readonly currency: string;
  readonly optionNames: readonly string[];
  readonly variants: Readonly<Record<string, VariantState>>;
  /** Stock held by orders of checkout in another process, by order id (see stock-reservation.ts). */
  readonly reservations: Readonly<Record<string, readonly ReservedLine[]>>;
}

export type ProductState = { readonly status: 'absent' } | CreatedProductState;

export const initialProductState = (): ProductState => ({ status: 'absent' });

export function decideProduct(command: ProductCommand, state: ProductState): ProductEvent[] {
  if (command.type === 'CreateProduct') {
    if (state.status === 'created') throw new CatalogError('already_exists', 'This product already exists.');
    validateProduct(command);
    const created = productEvents.created({
      websiteId: command.websiteId,
      collectionId: command.collectionId,
      itemId: command.itemId,
      title: command.title.trim(),
      urlId: command.urlId,
      description: command.description,
      productType: command.productType as number as ProductTypeMessage,
      variantOptionOrdering: [...command.variantOptionOrdering],
      isSubscribable: command.isSubscribable,
      additionalFieldsFormId: command.additionalFieldsFormId,
      useCustomAddButtonText: command.useCustomAddButtonText,
      customAddButtonText: command.customAddButtonText,
      images: command.images.map((image) => ({ ...image })),
      currency: command.currency,
      ...(command.subscriptionPlan
        ? {
            subscriptionPlan: {
              billingPeriod: { value: command.subscriptionPlan.billingPeriod.value, unit: BILLING_UNITS[command.subscriptionPlan.billingPeriod.unit] },
              numBillingCycles: command.subscriptionPlan.numBillingCycles,
            },
          }
        : {}),
      ...(command.digital
        ? {
            digitalPriceMoney: moneyFromMinorUnits(command.digital.priceCents, command.currency),
            digitalSalePriceMoney: moneyFromMinorUnits(command.digital.salePriceCents, command.currency),
            digitalOnSale: command.digital.onSale,
          }
        : {}),
    });
    let next = evolveCreated(created);
    const events: ProductEvent[] = [created];
    for (const variant of command.variants) {
      const added = decideVariant(variant, next);
      next = evolveChange(next, added);
      events.push(added);
    }
    return events;
  }
  // Another website's product is answered exactly like a missing one.
  if (state.status === 'absent' || state.websiteId !== command.websiteId) throw new CatalogError('not_found', 'Product not found.');
  switch (command.type) {
    case 'AddVariant':
      return [decideVariant(command.variant, state)];
    case 'ChangeVariantPrice':
      variantOf(state, command.variantId);
      validatePrices(command.priceCents, command.salePriceCents);
      return [
        productEvents.variantPriceChanged({
          websiteId: state.websiteId,
          itemId: state.itemId,
          variantId: command.variantId,
          priceMoney: moneyFromMinorUnits(command.priceCents, state.currency),
          salePriceMoney: moneyFromMinorUnits(command.salePriceCents, state.currency),
          onSale: command.onSale,
        }),
      ];
    case 'AdjustStock': {
      const variant = variantOf(state, command.variantId);
      if (variant.unlimited) throw invalid('Stock of an unlimited variant cannot be adjusted.', 'delta');
      if (!Number.isInteger(command.delta) || command.delta === 0) throw invalid('delta must be a whole number other than 0.', 'delta');
      const qtyInStock = variant.qtyInStock + command.delta;
      if (qtyInStock < 0) throw new CatalogError('conflict', `Stock cannot go below zero (${variant.qtyInStock} in stock).`, 'delta');
      if (qtyInStock > PRODUCT_LIMITS.qtyInStock) throw invalid(`Stock cannot exceed ${PRODUCT_LIMITS.qtyInStock}.`, 'delta');
      return [productEvents.stockAdjusted({ websiteId: state.websiteId, itemId: state.itemId, variantId: command.variantId, delta: command.delta, qtyInStock, reason: command.reason })];
    }
    case 'SetStockLevel':
      variantOf(state, command.variantId);
      validateStock(command.qtyInStock);
      return [
        productEvents.stockLevelSet({
          websiteId: state.websiteId,
          itemId: state.itemId,
          variantId: command.variantId,
          unlimited: command.unlimited,
          qtyInStock: command.unlimited ? 0 : command.qtyInStock,
        }),
      ];
    case 'SetMerchandising':
      return [decideMerchandising(command.merchandising, state)];
    case 'ReserveStock':
    case 'ReleaseStock':
    case 'SellReservedStock':
      return decideStockReservation(command, state);
  }
}

export function evolveProduct(state: ProductState, event: ProductEvent): ProductState {
  if (event.$typeName === 'mercato.catalog.v1.ProductCreated') return evolveCreated(event);
  // A product stream always starts with its ProductCreated.
  return state.status === 'created' ? evolveChange(state, event) : state;
}

function evolveCreated(event: ProductCreated): CreatedProductState {
  return { status: 'created', websiteId: event.websiteId, itemId: event.itemId, currency: event.currency, optionNames: event.variantOptionOrdering, variants: {}, reservations: {} };
}

function evolveChange(state: CreatedProductState, event: Exclude<ProductEvent, ProductCreated>): CreatedProductState {
  switch (event.$typeName) {
    case 'mercato.catalog.v1.ProductVariantAdded':
      return {
        ...state,
        variants: {
          ...state.variants,
          [event.variantId]: { sku: event.sku, combination: combinationKey(event.optionValues), unlimited: event.unlimited, qtyInStock: event.qtyInStock },
        },
      };
    case 'mercato.catalog.v1.ProductVariantPriceChanged':
    case 'mercato.catalog.v1.ProductMerchandisingSet':
      return state;
    case 'mercato.catalog.v1.StockAdjusted':
      return withVariant(state, event.variantId, { qtyInStock: event.qtyInStock });
    case 'mercato.catalog.v1.StockLevelSet':
      return withVariant(state, event.variantId, { unlimited: event.unlimited, qtyInStock: event.qtyInStock });
    case 'mercato.catalog.v1.StockReserved':
    case 'mercato.catalog.v1.StockReleased':
    case 'mercato.catalog.v1.StockSold':
      return { ...state, reservations: evolveReservations(state.reservations, event) };
  }
}

export const productDecider: Decider<ProductState, ProductCommand, ProductEvent> = { initialState: initialProductState, decide: decideProduct, evolve: evolveProduct };
export const productStreamId = (itemId: string) => `catalog-product-${itemId}`;

const BILLING_UNITS = { WEEK: 1, MONTH: 2, YEAR: 3 } as const;

function decideVariant(variant: VariantInput, state: CreatedProductState): ProductVariantAdded {
  if (state.variants[variant.variantId]) throw new CatalogError('already_exists', 'This variant already exists.', 'variantId');
  if (Object.keys(state.variants).length >= PRODUCT_LIMITS.variants) throw invalid(`A product has at most ${PRODUCT_LIMITS.variants} variants.`, 'variants');
  if (!variant.sku.trim()) throw invalid('sku is required.', 'sku');
  if (Object.values(state.variants).some((other) => other.sku === variant.sku)) throw new CatalogError('already_exists', `SKU ${variant.sku} is already used by this product.`, 'sku');
  validatePrices(variant.priceCents, variant.salePriceCents);
  validateStock(variant.qtyInStock);
  const names = variant.optionValues.map((option) => option.optionName);
  if (names.length !== state.optionNames.length || !state.optionNames.every((name) => names.includes(name))) {
    throw invalid(`A variant needs exactly one value for each option: ${state.optionNames.join(', ') || 'none'}.`, 'optionValues');
  }
  if (variant.optionValues.some((option) => !option.value.trim())) throw invalid('Option values cannot be blank.', 'optionValues');
  const combination = combinationKey(variant.optionValues);
  if (Object.values(state.variants).some((other) => other.combination === combination)) {
    throw new CatalogError('already_exists', 'Another variant has the same option values.', 'optionValues');
  }
  const ordered = state.optionNames.map((name) => variant.optionValues.find((option) => option.optionName === name)!);
  return productEvents.variantAdded({
    websiteId: state.websiteId,
    itemId: state.itemId,
    variantId: variant.variantId,
    sku: variant.sku.trim(),
    priceMoney: moneyFromMinorUnits(variant.priceCents, state.currency),
    salePriceMoney: moneyFromMinorUnits(variant.salePriceCents, state.currency),
    onSale: variant.onSale,
    unlimited: variant.unlimited,
    qtyInStock: variant.unlimited ? 0 : variant.qtyInStock,
    attributes: Object.fromEntries(ordered.map((option) => [option.optionName, option.value.trim()])),
    optionValues: ordered.map((option) => ({ optionName: option.optionName, value: option.value.trim() })),
    imageAssetUrl: variant.imageAssetUrl ?? '',
  });
}

function decideMerchandising(input: MerchandisingInput, state: CreatedProductState): ProductMerchandisingSet {
  const scarcityText = input.scarcityText.trim();
  const customSoldOutText = input.customSoldOutText.trim();
  const restockSuccessText = input.restockSuccessText.trim();
  if (input.scarcityEnabled && !scarcityText) throw invalid('Scarcity text is required when scarcity is enabled.', 'scarcityText');
  const limit = PRODUCT_LIMITS.merchandisingTextLength;
  if (scarcityText.length > limit) throw invalid(`Scarcity text is longer than ${limit} characters.`, 'scarcityText');
  if (customSoldOutText.length > limit) throw invalid(`Custom sold-out text is longer than ${limit} characters.`, 'customSoldOutText');
  if (restockSuccessText.length > limit) throw invalid(`Restock success text is longer than ${limit} characters.`, 'restockSuccessText');
  return productEvents.merchandisingSet({ websiteId: state.websiteId, itemId: state.itemId, ...input, scarcityText, customSoldOutText, restockSuccessText });
}

function validateProduct(command: CreateProduct): void {
  const title = command.title.trim();
  if (!title) throw invalid('Title is required.', 'title');
  if (title.length > PRODUCT_LIMITS.titleLength) throw invalid(`Title is longer than ${PRODUCT_LIMITS.titleLength} characters.`, 'title');
  if (command.description.length > PRODUCT_LIMITS.descriptionLength) throw invalid(`Description is longer than ${PRODUCT_LIMITS.descriptionLength} characters.`, 'description');
  if (!Object.values(ProductType).includes(command.productType)) throw invalid('productType must be 1 to 5.', 'productType');
  if (command.isSubscribable && !isSubscribableProductType(command.productType)) throw invalid('Only physical and service products can be subscribed to.', 'isSubscribable');
  if (command.isSubscribable && !command.subscriptionPlan) throw invalid('A subscribable product needs a subscription plan.', 'subscriptionPlan');
  if (command.subscriptionPlan && (!Number.isInteger(command.subscriptionPlan.billingPeriod.value) || command.subscriptionPlan.billingPeriod.value < 1 || command.subscriptionPlan.numBillingCycles < 0)) {
    throw invalid('The billing period must be a whole number of at least 1 and the number of cycles 0 or more.', 'subscriptionPlan');
  }
  const options = command.variantOptionOrdering;
  if (options.length > PRODUCT_LIMITS.options) throw invalid(`A product has at most ${PRODUCT_LIMITS.options} options.`, 'variantOptionOrdering');
  if (new Set(options).size !== options.length || options.some((name) => !name.trim())) throw invalid('Option names must be unique and not blank.', 'variantOptionOrdering');
  if (command.images.length > PRODUCT_LIMITS.images) throw invalid(`A product has at most ${PRODUCT_LIMITS.images} images.`, 'images');
  if (command.useCustomAddButtonText && !command.customAddButtonText.trim()) throw invalid('Custom add button text is required when it is used.', 'customAddButtonText');
  if (command.productType === ProductType.DIGITAL) {
    if (!command.digital) throw invalid('A digital product needs a price.', 'digital');
    validatePrices(command.digital.priceCents, command.digital.salePriceCents);
  } else if (command.variants.length === 0) {
    throw invalid('A product needs at least one variant.', 'variants');
  }
}

function validatePrices(priceCents: number, salePriceCents: number): void {
  for (const [field, cents] of [['priceCents', priceCents], ['salePriceCents', salePriceCents]] as const) {
    if (!Number.isSafeInteger(cents) || cents < 0 || cents > PRODUCT_LIMITS.priceCents) throw invalid(`${field} must be a whole number of minor units, 0 or more.`, field);
  }
}

function validateStock(qtyInStock: number): void {
  if (!Number.isInteger(qtyInStock) || qtyInStock < 0 || qtyInStock > PRODUCT_LIMITS.qtyInStock) {
    throw invalid(`qtyInStock must be a whole number from 0 to ${PRODUCT_LIMITS.qtyInStock}.`, 'qtyInStock');
  }
}

function variantOf(state: CreatedProductState, variantId: string): VariantState {
  const variant = state.variants[variantId];
  if (!variant) throw new CatalogError('not_found', 'Variant not found.', 'variantId');
  return variant;
}

function withVariant(state: CreatedProductState, variantId: string, change: Partial<VariantState>): CreatedProductState {
  const variant = state.variants[variantId];
  return variant ? { ...state, variants: { ...state.variants, [variantId]: { ...variant, ...change } } } : state;
}

/** The same for the same option values in any order; JSON, so the state can be snapshotted as jsonb (which refuses NUL). */
function combinationKey(optionValues: ReadonlyArray<{ optionName: string; value: string }>): string {
  return JSON.stringify(optionValues.map((option) => [option.optionName, option.value.trim()]).sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0)));
}
