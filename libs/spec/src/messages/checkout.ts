/**
 * Project wording for checkout rules the spec states without a message, shared by the storefront's
 * checkout page and the orders service. The spec's own checkout strings are `minimumSubtotalMessage`
 * (cart library strings, §8), ADD_TO_CART_MESSAGES.notEnoughStock (§5) and the interface message
 * "Please enter a valid email" (§5).
 */
export const CHECKOUT_MESSAGES = {
  cartEmpty: 'Your cart is empty.',
  cartNotFound: 'That cart does not exist.',
  shippingAddressRequired: 'Please enter a shipping address.',
  shippingAddressIncomplete: 'Please enter the name, street, city and country of the shipping address.',
  shippingOptionUnavailable: 'That shipping option is not available.',
  cardRequired: 'Please enter a card number.',
  idempotencyKeyRequired: 'An Idempotency-Key header of 8 to 200 characters is required.',
  orderNotFound: 'Order not found.',
  /** The checkout held its items too long without a payment; the sweeper released them. */
  checkoutExpired: 'This checkout took too long and its items were released. Please check out again.',
  subscriptionCartAtCheckout: 'This cart is a subscription: check it out on its subscription page.',
  paymentMethodNotSaved: 'Your card could not be kept for the renewals. Please try again.',
} as const;
