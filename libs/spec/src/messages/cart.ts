/** Spec §4 "Add-to-cart button" labels. The button default differs in case from DISPLAY_DEFAULTS.addToCart, as in the spec. */
export const ADD_TO_CART_BUTTON = {
  defaultText: 'Add to Cart',
  adding: 'Adding…',
  added: 'Added!',
} as const;

/** Spec §4: the label on the button, custom text only when the product asks for it. */
export function addToCartButtonText(product: { useCustomAddButtonText?: boolean; customAddButtonText?: string }): string {
  return product.useCustomAddButtonText && product.customAddButtonText ? product.customAddButtonText : ADD_TO_CART_BUTTON.defaultText;
}

/** Spec §8 "Cart" messages and cart library strings. */
export const CART_MESSAGES = {
  rateLimited: 'Please try again in a few seconds.',
  unableToAddItem: 'Unable to Add Item',
  unableToPurchaseItem: 'Unable to Purchase Item',
  unableToPurchaseGiftCard: 'Unable to purchase Gift Card',
  unableToUpdateQuantity: 'Unable to update quantity',
  unableToRemoveItem: 'Unable to remove item',
  unableToUpdateForm: 'Unable to update form',
  unableToOpenForm: 'Unable to open form',
  pleaseTryAgain: 'Please try again',
  checkInternetConnection: 'Please check your internet connection',
} as const;

/** Spec §8: the crumb-failure message depends on whether the browser accepts cookies. */
export function sessionExpiredMessage(cookiesEnabled: boolean): string {
  return cookiesEnabled
    ? 'Your session has expired. Please reload the page and try again.'
    : 'Please enable cookies in your browser, reload the page, and try again.';
}

/** Spec §8: the alert title for a failed add, by purchase path. */
export function addToCartFailureTitle(path: 'cart' | 'express-checkout' | 'gift-card'): string {
  if (path === 'express-checkout') return CART_MESSAGES.unableToPurchaseItem;
  return path === 'gift-card' ? CART_MESSAGES.unableToPurchaseGiftCard : CART_MESSAGES.unableToAddItem;
}

/** Spec §8: `subtotal` is already formatted money text. */
export function minimumSubtotalMessage(subtotal: string): string {
  return `To check out, your order subtotal must be ${subtotal} or more.`;
}
