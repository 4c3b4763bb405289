import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PaymentsModule } from '@mercato/payments';
import { RenewalScheduler, SUBSCRIPTION_CLOCK, SubscriptionViews, SubscriptionsService, subscriptionCommandHandlers, systemClock } from '@mercato/subscriptions/application';
import { SUBSCRIPTIONS } from '@mercato/subscriptions/ports';
import { SubscriptionsController } from './subscriptions.controller';

/**
 * The subscriptions context. Needs the platform's DataSource, PostgresEventStore and SITE_RESOLVER.
 * Renewals charge PAYMENT_PROVIDER of PaymentsModule (@mercato/payments), the one provider checkout
 * saves the buyer's card with. Exports SUBSCRIPTIONS, the port checkout calls.
 */
@Module({
  imports: [CqrsModule, PaymentsModule],
  controllers: [SubscriptionsController],
  providers: [
    ...subscriptionCommandHandlers,
    SubscriptionViews,
    SubscriptionsService,
    RenewalScheduler,
    { provide: SUBSCRIPTION_CLOCK, useValue: systemClock },
    { provide: SUBSCRIPTIONS, useExisting: SubscriptionsService },
  ],
  exports: [SUBSCRIPTIONS],
})
export class SubscriptionsModule {}
