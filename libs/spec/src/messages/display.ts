/** Spec §8 "Display defaults": texts shown when the site sets none of its own. */
export const DISPLAY_DEFAULTS = {
  soldOut: 'sold out',
  sale: 'sale',
  addToCart: 'Add To Cart',
  subscribe: 'Subscribe',
  quickView: 'Quick View',
  quantityLabel: 'Quantity',
  noAnswer: 'N/A',
  cartLabel: 'Cart',
  selectValue: 'Select Value',
  memberOnly: 'This page available only site members',
} as const;

/** Spec §8 select prompt: "Select {variantName}", or "Select Value" without a name. */
export function variantSelectPrompt(variantName?: string): string {
  return variantName ? `Select ${variantName}` : DISPLAY_DEFAULTS.selectValue;
}

/** Spec §8 comment count: "No Comments", "1 Comment", "N Comments". */
export function commentCountLabel(count: number): string {
  if (count === 0) return 'No Comments';
  return count === 1 ? '1 Comment' : `${count} Comments`;
}
