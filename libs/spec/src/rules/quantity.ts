import { ProductType } from '../enums/product';

/** Spec §5 "Quantity input" and §9 "Quantity max 9999". */
export const QUANTITY = { min: 1, max: 9999, step: 1, default: 1 } as const;

export interface QuantityInputContext {
  readonly productType: ProductType;
  readonly isSubscribable: boolean;
  /** Sum of variant stock; unlimited stock counts as Infinity. */
  readonly totalStock: number;
  /** Store setting, allowed by default (spec §3). */
  readonly multipleQuantityAllowedForServices: boolean;
}

/** Spec §5: physical products (and services when allowed), not subscribable, with more than one in stock. */
export function isQuantityInputShown(args: QuantityInputContext): boolean {
  const typeAllowsQuantity =
    args.productType === ProductType.PHYSICAL ||
    (args.productType === ProductType.SERVICE && args.multipleQuantityAllowedForServices);
  return typeAllowsQuantity && !args.isSubscribable && args.totalStock > 1;
}
