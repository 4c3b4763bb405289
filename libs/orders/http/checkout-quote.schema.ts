import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { nullable, shippingAddress } from './order-confirmation.schema';

const cents = (description: string): SchemaObject => ({ type: 'integer', description: `${description} In the currency's minor units.` });

const shippingRate: SchemaObject = {
  type: 'object',
  description: 'A flat rate (priceCents) or free shipping from a subtotal on (minimumSubtotalCents).',
  required: ['id', 'name', 'kind'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, kind: { type: 'string', enum: ['flat', 'free'] }, priceCents: { type: 'integer' }, minimumSubtotalCents: { type: 'integer' } },
};

const taxRule: SchemaObject = {
  type: 'object',
  required: ['name', 'country', 'region', 'rateBasisPoints', 'appliesToShipping'],
  properties: {
    name: { type: 'string' },
    country: { type: 'string', example: 'US' },
    region: { type: 'string', description: "'' for the whole country." },
    rateBasisPoints: { type: 'integer', description: '825 is 8.25%.' },
    appliesToShipping: { type: 'boolean' },
  },
};

const coupon: SchemaObject = {
  type: 'object',
  description: 'A percentage (percent) or fixed (amountCents) coupon.',
  required: ['code', 'kind', 'minimumSubtotalCents'],
  properties: { code: { type: 'string' }, kind: { type: 'string', enum: ['percentage', 'fixed'] }, percent: { type: 'number' }, amountCents: { type: 'integer' }, minimumSubtotalCents: { type: 'integer' } },
};

/** `CheckoutQuote` (application/checkout.service.ts): the cart as POST /api/commerce/checkout/totals answers it. */
export const CHECKOUT_QUOTE_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'Spec §3 "Shopping cart" with its checkout fields filled for the choice, and what the checkout page shows besides.',
  required: [
    'id', 'websiteId', 'orderId', 'isPurchased', 'totalQuantity', 'email', 'shippingLocation', 'shippingOptions', 'selectedShippingOption', 'applicableTaxRules',
    'coupons', 'validCoupons', 'invalidCoupons', 'subtotalCents', 'discountCents', 'shippingCostCents', 'taxCents', 'grandTotalCents', 'currencyCode',
    'requiresShipping', 'minimumSubtotalRefusal', 'giftCard', 'cardChargeCents',
  ],
  properties: {
    id: { type: 'string', format: 'uuid', description: "The cart's id." },
    websiteId: { type: 'string' },
    orderId: { type: 'string', nullable: true, description: 'The order a purchased cart became; null while open.' },
    isPurchased: { type: 'boolean' },
    totalQuantity: { type: 'integer' },
    email: { type: 'string', nullable: true, description: 'As sent; null when not sent.' },
    shippingLocation: { ...nullable(shippingAddress), description: 'The address shipping and tax are priced for; null when none was sent or the cart ships nothing.' },
    shippingOptions: { type: 'array', items: shippingRate, description: 'The rates the cart is offered (free ones from their minimum subtotal on); empty for a cart that ships nothing.' },
    selectedShippingOption: { ...nullable(shippingRate), description: 'The chosen option, else the cheapest offered.' },
    applicableTaxRules: { type: 'array', items: taxRule, description: "The rules of the shipping location's country, country-wide or of its region." },
    coupons: { type: 'array', items: { type: 'string' }, description: 'Every code sent, upper case, each once.' },
    validCoupons: { type: 'array', items: coupon, description: 'The codes that count: known, with their minimum subtotal reached.' },
    invalidCoupons: { type: 'array', items: { type: 'string' }, description: 'The codes that do not count: unknown, or under their minimum subtotal.' },
    subtotalCents: cents('The entries at current prices.'),
    discountCents: cents('What the valid coupons take, at most the subtotal.'),
    shippingCostCents: cents('The selected option\'s price.'),
    taxCents: cents('Tax of the applicable rules.'),
    grandTotalCents: cents('Subtotal − discount + shipping + tax.'),
    currencyCode: { type: 'string', example: 'USD' },
    requiresShipping: { type: 'boolean' },
    minimumSubtotalRefusal: { type: 'string', nullable: true, description: "Spec §8's refusal when the subtotal is under the store's minimum; null when checkout may go on." },
    giftCard: nullable({
      type: 'object',
      description: 'What the gift card code pays of the grand total; null without a code.',
      required: ['codeLastFour', 'amountCents', 'balanceCents'],
      properties: { codeLastFour: { type: 'string', maxLength: 4 }, amountCents: { type: 'integer' }, balanceCents: { type: 'integer' } },
    }),
    cardChargeCents: cents('What the card is charged: the grand total less the gift card\'s part.'),
  },
};
