import { DomainError } from '@mercato/domain';

/** Why the subscriptions context refused a command. */
export class SubscriptionError extends DomainError {}

export const SUBSCRIPTION_NOT_FOUND_MESSAGE = 'Subscription not found.';
export const UNSUPPORTED_PLAN_MESSAGE = 'This subscription plan is not supported: the billing period needs a whole number of weeks, months or years, and the number of cycles 0 or more.';
