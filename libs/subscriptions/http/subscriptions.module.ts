import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { TestPaymentProvider } from '@mercato/payments';
import { RENEWAL_PAYMENTS, RenewalScheduler, SUBSCRIPTION_CLOCK, SubscriptionViews, SubscriptionsService, subscriptionCommandHandlers, systemClock } from '@mercato/subscriptions/application';
import { SUBSCRIPTIONS } from '@mercato/subscriptions/ports';
import { SubscriptionsController } from './subscriptions.controller';

/**
 * The subscriptions context. Needs the platform's DataSource, PostgresEventStore and SITE_RESOLVER.
 * Renewals go through the built-in test provider until checkout's configured provider is bound to
 * RENEWAL_PAYMENTS. Exports SUBSCRIPTIONS, the port checkout calls.
 */
@Module({
  imports: [CqrsModule],
  controllers: [SubscriptionsController],
  providers: [
    ...subscriptionCommandHandlers,
    SubscriptionViews,
    SubscriptionsService,
    RenewalScheduler,
    { provide: SUBSCRIPTION_CLOCK, useValue: systemClock },
    { provide: RENEWAL_PAYMENTS, inject: [DataSource], useFactory: (dataSource: DataSource) => new TestPaymentProvider(dataSource) },
    { provide: SUBSCRIPTIONS, useExisting: SubscriptionsService },
  ],
  exports: [SUBSCRIPTIONS],
})
export class SubscriptionsModule {}
