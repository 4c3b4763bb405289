export * from './catalog-offers.port';
export * from './cart-views.port';
export * from './cart.stream';
export * from './per-key-queue';
export * from './cart-change';
export * from './cart-command-runner';
export * from './add-entry';
export * from './start-subscription';
export * from './change-entry';
export * from './read-cart';
export * from './read-subscription-cart';
export * from './cart-config';
export * from './site-user-carts.port';
export * from './cart-follows-user';
export * from './cart-checkout';

import { AddToCartHandler } from './add-entry';
import { ChangeEntryHandler } from './change-entry';
import { ReadCartHandler } from './read-cart';
import { ReadSubscriptionCartHandler } from './read-subscription-cart';
import { StartSubscriptionHandler } from './start-subscription';

export const cartHandlers = [AddToCartHandler, StartSubscriptionHandler, ChangeEntryHandler, ReadCartHandler, ReadSubscriptionCartHandler];
