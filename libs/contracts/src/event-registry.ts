import type { DescMessage, MessageShape } from '@bufbuild/protobuf';
import {
  ProductCreatedSchema,
  ProductVariantAddedSchema,
  ProductVariantPriceChangedSchema,
  ProductMerchandisingSetSchema,
  StockAdjustedSchema,
  StockLevelSetSchema,
  StockReleasedSchema,
  StockReservedSchema,
  StockSoldSchema,
  StoreCategoryCreatedSchema,
  StoreCollectionCreatedSchema,
} from './gen/mercato/catalog/v1/events_pb';
import {
  RestockNoticeFailedSchema,
  RestockNoticeQueuedSchema,
  RestockNoticeSentSchema,
  RestockSignedUpSchema,
  RestockUnsubscribedSchema,
} from './gen/mercato/restock/v1/events_pb';
import {
  CommercePreferencesUpdatedSchema,
  MultilingualDisconnectedSchema,
  NavigationUpdatedSchema,
  SiteCreatedSchema,
  SiteExperimentsSetSchema,
  SiteHeaderFooterUpdatedSchema,
  SiteLanguagesSetSchema,
  StoreSettingsUpdatedSchema,
  StorefrontIntegrationsSetSchema,
} from './gen/mercato/sites/v1/events_pb';
import {
  CartEntryAddedSchema,
  CartEntryAdditionalFieldsUpdatedSchema,
  CartEntryQuantityChangedSchema,
  CartEntryRemovedSchema,
  CartEntryRepricedSchema,
  CartOpenedSchema,
  CartPurchasedSchema,
  CartMergedIntoSchema,
  CartMergedFromSchema,
} from './gen/mercato/cart/v1/events_pb';
import { FormDefinedSchema, FormSubmittedSchema, MailingListCreatedSchema, MailingListSubscribedSchema } from './gen/mercato/forms/v1/events_pb';
import {
  SiteUserJoinedSchema,
  SiteUserEmailVerifiedSchema,
  SiteUserPasswordResetSchema,
  SiteUserLocaleChangedSchema,
  MemberAreaCreatedSchema,
  MemberAreaPagesAssignedSchema,
  MembershipGrantedSchema,
  MembershipRevokedSchema,
  MembershipExpiredSchema,
} from './gen/mercato/site_users/v1/events_pb';
import { CourseCreatedSchema, CourseLessonAddedSchema, LockScreenPasswordSetSchema, LockScreenRemovedSchema } from './gen/mercato/site_users/v1/events_pb';
import { CourseChangedSchema, CourseLessonChangedSchema, CourseLessonRemovedSchema } from './gen/mercato/site_users/v1/events_pb';
import { GiftCardIssuedSchema, GiftCardRedeemedSchema, GiftCardRedemptionRefundedSchema } from './gen/mercato/giftcards/v1/events_pb';
import {
  SubscriptionEndedSchema,
  SubscriptionRenewalFailedSchema,
  SubscriptionRenewedSchema,
  SubscriptionStartedSchema,
} from './gen/mercato/subscriptions/v1/events_pb';
import {
  CheckoutSettingsUpdatedSchema,
  OrderCheckoutStartedSchema,
  OrderFulfilledSchema,
  OrderPaymentFailedSchema,
  OrderPlacedSchema,
  OrderRefundedSchema,
} from './gen/mercato/orders/v1/events_pb';

/** Kafka topic of each context's events (named in the file comment of its proto package). */
export const EVENT_TOPICS = {
  catalog: 'catalog.events.v1',
  sites: 'sites.events.v1',
  cart: 'cart.events.v1',
  forms: 'forms.events.v1',
  restock: 'restock.events.v1',
  siteUsers: 'site-users.events.v1',
  giftCards: 'gift-cards.events.v1',
  subscriptions: 'subscriptions.events.v1',
  orders: 'orders.events.v1',
} as const;

export type EventTopic = (typeof EVENT_TOPICS)[keyof typeof EVENT_TOPICS];

export interface EventRegistration<Schema extends DescMessage = DescMessage> {
  readonly schema: Schema;
  readonly topic: EventTopic;
}

/**
 * Every event message, keyed by its event type: the short proto message name. The key is what the
 * events table and the `event-type` Kafka header store, so renaming one is a breaking change.
 */
export const EVENT_REGISTRY = {
  StoreCollectionCreated: { schema: StoreCollectionCreatedSchema, topic: EVENT_TOPICS.catalog },
  StoreCategoryCreated: { schema: StoreCategoryCreatedSchema, topic: EVENT_TOPICS.catalog },
  ProductCreated: { schema: ProductCreatedSchema, topic: EVENT_TOPICS.catalog },
  ProductVariantAdded: { schema: ProductVariantAddedSchema, topic: EVENT_TOPICS.catalog },
  ProductVariantPriceChanged: { schema: ProductVariantPriceChangedSchema, topic: EVENT_TOPICS.catalog },
  StockAdjusted: { schema: StockAdjustedSchema, topic: EVENT_TOPICS.catalog },
  StockLevelSet: { schema: StockLevelSetSchema, topic: EVENT_TOPICS.catalog },
  ProductMerchandisingSet: { schema: ProductMerchandisingSetSchema, topic: EVENT_TOPICS.catalog },
  StockReserved: { schema: StockReservedSchema, topic: EVENT_TOPICS.catalog },
  StockReleased: { schema: StockReleasedSchema, topic: EVENT_TOPICS.catalog },
  StockSold: { schema: StockSoldSchema, topic: EVENT_TOPICS.catalog },
  SiteCreated: { schema: SiteCreatedSchema, topic: EVENT_TOPICS.sites },
  NavigationUpdated: { schema: NavigationUpdatedSchema, topic: EVENT_TOPICS.sites },
  StoreSettingsUpdated: { schema: StoreSettingsUpdatedSchema, topic: EVENT_TOPICS.sites },
  CommercePreferencesUpdated: { schema: CommercePreferencesUpdatedSchema, topic: EVENT_TOPICS.sites },
  SiteHeaderFooterUpdated: { schema: SiteHeaderFooterUpdatedSchema, topic: EVENT_TOPICS.sites },
  SiteLanguagesSet: { schema: SiteLanguagesSetSchema, topic: EVENT_TOPICS.sites },
  MultilingualDisconnected: { schema: MultilingualDisconnectedSchema, topic: EVENT_TOPICS.sites },
  StorefrontIntegrationsSet: { schema: StorefrontIntegrationsSetSchema, topic: EVENT_TOPICS.sites },
  SiteExperimentsSet: { schema: SiteExperimentsSetSchema, topic: EVENT_TOPICS.sites },
  CartOpened: { schema: CartOpenedSchema, topic: EVENT_TOPICS.cart },
  CartEntryAdded: { schema: CartEntryAddedSchema, topic: EVENT_TOPICS.cart },
  CartEntryQuantityChanged: { schema: CartEntryQuantityChangedSchema, topic: EVENT_TOPICS.cart },
  CartEntryAdditionalFieldsUpdated: { schema: CartEntryAdditionalFieldsUpdatedSchema, topic: EVENT_TOPICS.cart },
  CartEntryRemoved: { schema: CartEntryRemovedSchema, topic: EVENT_TOPICS.cart },
  CartEntryRepriced: { schema: CartEntryRepricedSchema, topic: EVENT_TOPICS.cart },
  CartPurchased: { schema: CartPurchasedSchema, topic: EVENT_TOPICS.cart },
  FormDefined: { schema: FormDefinedSchema, topic: EVENT_TOPICS.forms },
  FormSubmitted: { schema: FormSubmittedSchema, topic: EVENT_TOPICS.forms },
  MailingListCreated: { schema: MailingListCreatedSchema, topic: EVENT_TOPICS.forms },
  MailingListSubscribed: { schema: MailingListSubscribedSchema, topic: EVENT_TOPICS.forms },
  RestockSignedUp: { schema: RestockSignedUpSchema, topic: EVENT_TOPICS.restock },
  RestockNoticeQueued: { schema: RestockNoticeQueuedSchema, topic: EVENT_TOPICS.restock },
  RestockNoticeSent: { schema: RestockNoticeSentSchema, topic: EVENT_TOPICS.restock },
  RestockNoticeFailed: { schema: RestockNoticeFailedSchema, topic: EVENT_TOPICS.restock },
  RestockUnsubscribed: { schema: RestockUnsubscribedSchema, topic: EVENT_TOPICS.restock },
  SiteUserJoined: { schema: SiteUserJoinedSchema, topic: EVENT_TOPICS.siteUsers },
  GiftCardIssued: { schema: GiftCardIssuedSchema, topic: EVENT_TOPICS.giftCards },
  GiftCardRedeemed: { schema: GiftCardRedeemedSchema, topic: EVENT_TOPICS.giftCards },
  GiftCardRedemptionRefunded: { schema: GiftCardRedemptionRefundedSchema, topic: EVENT_TOPICS.giftCards },
  SubscriptionStarted: { schema: SubscriptionStartedSchema, topic: EVENT_TOPICS.subscriptions },
  SubscriptionRenewed: { schema: SubscriptionRenewedSchema, topic: EVENT_TOPICS.subscriptions },
  SubscriptionRenewalFailed: { schema: SubscriptionRenewalFailedSchema, topic: EVENT_TOPICS.subscriptions },
  SubscriptionEnded: { schema: SubscriptionEndedSchema, topic: EVENT_TOPICS.subscriptions },
  CartMergedInto: { schema: CartMergedIntoSchema, topic: EVENT_TOPICS.cart },
  CartMergedFrom: { schema: CartMergedFromSchema, topic: EVENT_TOPICS.cart },
  SiteUserEmailVerified: { schema: SiteUserEmailVerifiedSchema, topic: EVENT_TOPICS.siteUsers },
  SiteUserPasswordReset: { schema: SiteUserPasswordResetSchema, topic: EVENT_TOPICS.siteUsers },
  SiteUserLocaleChanged: { schema: SiteUserLocaleChangedSchema, topic: EVENT_TOPICS.siteUsers },
  MemberAreaCreated: { schema: MemberAreaCreatedSchema, topic: EVENT_TOPICS.siteUsers },
  MemberAreaPagesAssigned: { schema: MemberAreaPagesAssignedSchema, topic: EVENT_TOPICS.siteUsers },
  MembershipGranted: { schema: MembershipGrantedSchema, topic: EVENT_TOPICS.siteUsers },
  MembershipRevoked: { schema: MembershipRevokedSchema, topic: EVENT_TOPICS.siteUsers },
  MembershipExpired: { schema: MembershipExpiredSchema, topic: EVENT_TOPICS.siteUsers },
  LockScreenPasswordSet: { schema: LockScreenPasswordSetSchema, topic: EVENT_TOPICS.siteUsers },
  LockScreenRemoved: { schema: LockScreenRemovedSchema, topic: EVENT_TOPICS.siteUsers },
  CheckoutSettingsUpdated: { schema: CheckoutSettingsUpdatedSchema, topic: EVENT_TOPICS.orders },
  OrderCheckoutStarted: { schema: OrderCheckoutStartedSchema, topic: EVENT_TOPICS.orders },
  OrderPaymentFailed: { schema: OrderPaymentFailedSchema, topic: EVENT_TOPICS.orders },
  OrderPlaced: { schema: OrderPlacedSchema, topic: EVENT_TOPICS.orders },
  OrderFulfilled: { schema: OrderFulfilledSchema, topic: EVENT_TOPICS.orders },
  OrderRefunded: { schema: OrderRefundedSchema, topic: EVENT_TOPICS.orders },
  CourseCreated: { schema: CourseCreatedSchema, topic: EVENT_TOPICS.siteUsers },
  CourseLessonAdded: { schema: CourseLessonAddedSchema, topic: EVENT_TOPICS.siteUsers },
  CourseChanged: { schema: CourseChangedSchema, topic: EVENT_TOPICS.siteUsers },
  CourseLessonChanged: { schema: CourseLessonChangedSchema, topic: EVENT_TOPICS.siteUsers },
  CourseLessonRemoved: { schema: CourseLessonRemovedSchema, topic: EVENT_TOPICS.siteUsers },
} as const satisfies Record<string, EventRegistration>;

export type EventRegistry = typeof EVENT_REGISTRY;

/** Short message name of an event, e.g. `"ProductCreated"`. */
export type EventType = keyof EventRegistry;

/** The generated message type of each event type. */
export type EventMessageByType = { [Type in EventType]: MessageShape<EventRegistry[Type]['schema']> };

/** Any event message of any topic. */
export type EventMessage = EventMessageByType[EventType];

export const EVENT_TYPES = Object.keys(EVENT_REGISTRY) as readonly EventType[];

export function isEventType(eventType: string): eventType is EventType {
  return Object.hasOwn(EVENT_REGISTRY, eventType);
}

/** Thrown when an event type is not in EVENT_REGISTRY (a typo, or an event from a newer producer). */
export class UnknownEventTypeError extends Error {
  override readonly name = 'UnknownEventTypeError';

  constructor(readonly eventType: string) {
    super(`Unknown event type "${eventType}"; known types: ${EVENT_TYPES.join(', ')}`);
  }
}

export function eventRegistration(eventType: string): EventRegistry[EventType] {
  if (!isEventType(eventType)) throw new UnknownEventTypeError(eventType);
  return EVENT_REGISTRY[eventType];
}

/** Kafka topic an event type is published to; throws UnknownEventTypeError for unknown types. */
export function topicForEventType(eventType: string): EventTopic {
  return eventRegistration(eventType).topic;
}
