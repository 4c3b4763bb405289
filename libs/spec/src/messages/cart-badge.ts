/** Spec §9: the cart pill and badge cap their count at this many items. */
export const CART_BADGE_CAP = 100;

/** Spec §4/§9: the count shown on the cart pill, "100+" above 100. */
export function cartBadgeCount(totalQuantity: number): string {
  return totalQuantity > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(totalQuantity);
}

/** Spec §8 cart badge spoken labels for screen readers. */
export function cartBadgeSpokenLabel(totalQuantity: number): string {
  if (totalQuantity > CART_BADGE_CAP) return `More than ${CART_BADGE_CAP} items in cart`;
  return totalQuantity === 1 ? 'One item in cart' : `${totalQuantity} items in cart`;
}

/** Spec §4 "Cart pill": hidden when the cart is empty. */
export function isCartPillShown(totalQuantity: number): boolean {
  return totalQuantity > 0;
}
