import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** Spec §3 Money, both of its forms. */
const money: SchemaObject = {
  type: 'object',
  required: ['value', 'currency', 'decimalValue', 'currencyCode'],
  properties: {
    value: { type: 'integer', description: 'Minor units.' },
    currency: { type: 'string' },
    decimalValue: { type: 'string', example: '12.50' },
    currencyCode: { type: 'string', example: 'USD' },
  },
};

export const nullable = (schema: SchemaObject): SchemaObject => ({ ...schema, nullable: true });

export const shippingAddress: SchemaObject = {
  type: 'object',
  required: ['name', 'addressLine1', 'addressLine2', 'city', 'region', 'postalCode', 'country'],
  properties: Object.fromEntries(['name', 'addressLine1', 'addressLine2', 'city', 'region', 'postalCode', 'country'].map((field) => [field, { type: 'string' }])),
};

/** `OrderConfirmationView` (domain/order.view.ts) as the order pages and checkout answer it. */
export const ORDER_CONFIRMATION_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'Spec §3 "Order confirmation", with what the order pages show besides.',
  required: [
    'id', 'orderNumber', 'orderToken', 'status', 'purchasedCartId', 'testMode', 'websiteId', 'email', 'items', 'subtotal', 'discountTotal', 'shippingTotal', 'taxTotal',
    'grandTotal', 'shippingAddress', 'shippingOptionName', 'couponCodes', 'giftCard', 'cardCharge', 'paymentFailure', 'createdAt',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    orderNumber: { type: 'integer' },
    orderToken: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'failed', 'placed', 'fulfilled'] },
    purchasedCartId: { type: 'string' },
    testMode: { type: 'boolean' },
    websiteId: { type: 'string' },
    email: { type: 'string' },
    items: {
      type: 'array',
      items: { type: 'object', required: ['sku', 'productName', 'quantity', 'unitPrice'], properties: { sku: { type: 'string' }, productName: { type: 'string' }, quantity: { type: 'integer' }, unitPrice: money } },
    },
    subtotal: money,
    discountTotal: money,
    shippingTotal: money,
    taxTotal: money,
    grandTotal: money,
    shippingAddress: nullable(shippingAddress),
    shippingOptionName: { type: 'string' },
    couponCodes: { type: 'array', items: { type: 'string' } },
    giftCard: nullable({
      type: 'object',
      description: 'What a gift card paid; its code only by its last four characters. Null when no gift card paid.',
      required: ['codeLastFour', 'amount'],
      properties: { codeLastFour: { type: 'string', maxLength: 4 }, amount: money },
    }),
    cardCharge: { ...money, description: 'What the card is charged: the grand total less the gift card part (zero when the gift card paid it all).' },
    paymentFailure: { type: 'string', nullable: true, description: "The provider's reason when the payment failed." },
    createdAt: { type: 'integer', description: 'ms since the epoch.' },
  },
};
