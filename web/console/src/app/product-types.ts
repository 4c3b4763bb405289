import { ProductType } from '@mercato/spec';

/** Spec §3 product types as the console names them. */
export const PRODUCT_TYPE_OPTIONS: ReadonlyArray<{ value: ProductType; label: string }> = [
  { value: ProductType.PHYSICAL, label: 'Physical' },
  { value: ProductType.SERVICE, label: 'Service' },
  { value: ProductType.DIGITAL, label: 'Digital' },
  { value: ProductType.GIFT_CARD, label: 'Gift card' },
  { value: ProductType.PAYWALL, label: 'Paywall' },
];

export function productTypeName(productType: number): string {
  return PRODUCT_TYPE_OPTIONS.find((option) => option.value === productType)?.label ?? `Type ${productType}`;
}
