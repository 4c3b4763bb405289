// Event contracts: the messages generated from proto/ (the source of truth) and the codec that
// turns them into the proto3 JSON stored in the events table and sent as Kafka values.
export * from './gen/mercato/common/v1/money_pb';
export * from './gen/mercato/common/v1/product_type_pb';
export * from './gen/mercato/catalog/v1/product_pb';
export * from './gen/mercato/catalog/v1/events_pb';
export * from './gen/mercato/sites/v1/site_pb';
export * from './gen/mercato/sites/v1/events_pb';
export * from './gen/mercato/forms/v1/form_pb';
export * from './gen/mercato/forms/v1/events_pb';
export * from './gen/mercato/restock/v1/events_pb';
export * from './gen/mercato/census/v1/records_pb';
export * from './gen/mercato/cart/v1/events_pb';
export * from './gen/mercato/site_users/v1/events_pb';
export * from './gen/mercato/giftcards/v1/events_pb';
export * from './gen/mercato/subscriptions/v1/events_pb';
export * from './gen/mercato/orders/v1/order_pb';
export * from './gen/mercato/orders/v1/events_pb';
export { create, type JsonObject, type MessageInitShape } from '@bufbuild/protobuf';
export * from './event-registry';
export * from './event-codec';
export * from './event-headers';
export * from './census';
export * from './money';
