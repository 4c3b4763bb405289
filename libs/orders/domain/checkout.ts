import { CHECKOUT_MESSAGES, INTERFACE_VALIDATION_MESSAGES, isValidEmail } from '@mercato/spec';
import { refused } from './order-error';
import type { StartCheckout } from './order.commands';
import type { ShippingAddress } from './order.state';
import { checkoutTotals, minimumSubtotalRefusal, type CheckoutTotals } from './totals';

/** An address needs a name, a street, a city and a two-letter country; the rest may be empty. */
export function isCompleteAddress(address: ShippingAddress): boolean {
  return address.name.trim() !== '' && address.addressLine1.trim() !== '' && address.city.trim() !== '' && /^[A-Za-z]{2}$/.test(address.country.trim());
}

/**
 * Judges a checkout and prices it: the buyer's email, a complete address when something ships, an
 * offered shipping option, the store's minimum subtotal. Answers the totals of spec §3.
 */
export function judgeCheckout(command: StartCheckout): CheckoutTotals {
  const { buyer } = command;
  if (command.lines.length === 0) throw refused(CHECKOUT_MESSAGES.cartEmpty);
  if (!isValidEmail(buyer.email.trim())) throw refused(INTERFACE_VALIDATION_MESSAGES.enterValidEmail, 'email');
  if (command.requiresShipping) {
    if (!buyer.shippingAddress) throw refused(CHECKOUT_MESSAGES.shippingAddressRequired, 'shippingAddress');
    if (!isCompleteAddress(buyer.shippingAddress)) throw refused(CHECKOUT_MESSAGES.shippingAddressIncomplete, 'shippingAddress');
  }
  const location = command.requiresShipping && buyer.shippingAddress ? { country: buyer.shippingAddress.country, region: buyer.shippingAddress.region } : null;
  const totals = checkoutTotals(command.settings, {
    lines: command.lines,
    requiresShipping: command.requiresShipping,
    shippingLocation: location,
    selectedShippingOptionId: buyer.shippingOptionId,
    couponCodes: buyer.couponCodes,
  });
  if (buyer.shippingOptionId && totals.selectedShippingOption?.id !== buyer.shippingOptionId) throw refused(CHECKOUT_MESSAGES.shippingOptionUnavailable, 'shippingOptionId');
  const belowMinimum = minimumSubtotalRefusal(totals.subtotalCents, command.store.minimumOrderSubtotalCents, command.currency, command.store.useCLDRMoneyFormat);
  if (belowMinimum) throw refused(belowMinimum);
  return totals;
}
