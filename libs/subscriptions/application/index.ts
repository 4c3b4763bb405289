import { AdvanceSubscriptionHandler } from './advance-subscription';
import { CancelSubscriptionHandler } from './cancel-subscription';
import { StartSubscriptionHandler } from './start-subscription';

export * from './advance-subscription';
export * from './cancel-subscription';
export * from './charge-renewal';
export * from './clock.port';
export * from './confirmation-token';
export * from './renewal-payments.port';
export * from './renewal-scheduler';
export * from './start-subscription';
export * from './subscription-views';
export * from './subscription.stream';
export * from './subscriptions.service';
export * from './renewal-receipt-mail';

export const subscriptionCommandHandlers = [StartSubscriptionHandler, AdvanceSubscriptionHandler, CancelSubscriptionHandler];
