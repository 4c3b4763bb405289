import { randomBytes } from 'node:crypto';
import type { SubscriptionTerms } from '@mercato/subscriptions/domain';

/** What checkout (the orders context) asks of subscriptions once the first cycle of a subscription cart is paid. */
export const SUBSCRIPTIONS = Symbol('SUBSCRIPTIONS');

/** What checkout knows of a paid subscription cart; ids, the token's hash and the start time are the context's. */
export interface SubscriptionPurchase extends Omit<SubscriptionTerms, 'subscriptionId' | 'confirmationTokenHash' | 'startedAt'> {
  /** From newSubscriptionConfirmationToken(), given to the buyer: the subscription confirmed page (206) is read by it. */
  readonly confirmationToken: string;
}

export interface Subscriptions {
  start(purchase: SubscriptionPurchase): Promise<{ readonly subscriptionId: string }>;
  cancel(websiteId: string, subscriptionId: string): Promise<void>;
}

/** 192 random bits, URL-safe: the confirmation page's only key. Checkout makes it, so a retried start keeps the same one. */
export function newSubscriptionConfirmationToken(): string {
  return randomBytes(24).toString('base64url');
}
