import {
  CheckoutSettingsUpdatedSchema, OrderCheckoutStartedSchema, OrderFulfilledSchema, OrderPaymentFailedSchema, OrderPlacedSchema, OrderRefundedSchema,
  create,
  type CheckoutSettingsUpdated, type MessageInitShape, type OrderCheckoutStarted, type OrderFulfilled, type OrderPaymentFailed, type OrderPlaced, type OrderRefunded,
} from '@mercato/contracts';

export type OrderEvent = OrderCheckoutStarted | OrderPaymentFailed | OrderPlaced | OrderFulfilled | OrderRefunded;
export type CheckoutSettingsEvent = CheckoutSettingsUpdated;

/** Builders of the proto messages, so specs and deciders write literal events. */
export const orderEvents = {
  checkoutStarted: (fields: MessageInitShape<typeof OrderCheckoutStartedSchema>): OrderCheckoutStarted => create(OrderCheckoutStartedSchema, fields),
  paymentFailed: (fields: MessageInitShape<typeof OrderPaymentFailedSchema>): OrderPaymentFailed => create(OrderPaymentFailedSchema, fields),
  placed: (fields: MessageInitShape<typeof OrderPlacedSchema>): OrderPlaced => create(OrderPlacedSchema, fields),
  fulfilled: (fields: MessageInitShape<typeof OrderFulfilledSchema>): OrderFulfilled => create(OrderFulfilledSchema, fields),
  refunded: (fields: MessageInitShape<typeof OrderRefundedSchema>): OrderRefunded => create(OrderRefundedSchema, fields),
  checkoutSettingsUpdated: (fields: MessageInitShape<typeof CheckoutSettingsUpdatedSchema>): CheckoutSettingsUpdated => create(CheckoutSettingsUpdatedSchema, fields),
};

export const orderStreamId = (orderId: string) => `order-${orderId}`;
export const checkoutSettingsStreamId = (websiteId: string) => `orders-checkout-settings-${websiteId}`;
