import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore, runCommand, stableIdOf } from '@mercato/event-store';
import { withSpan } from '@mercato/observability';
import { subscriptionStreamId } from '@mercato/subscriptions/domain';
import type { SubscriptionPurchase } from '@mercato/subscriptions/ports';
import { confirmationTokenHash } from './confirmation-token';
import { subscriptionStream } from './subscription.stream';
import { writeSubscriptionView } from './subscription-views';

export class StartSubscriptionCommand {
  constructor(readonly purchase: SubscriptionPurchase) {}
}

/** One subscription per subscription cart: its id follows from the cart, so a retried start lands on the same stream. */
export const subscriptionIdOf = (websiteId: string, cartId: string): string => stableIdOf('subscription', websiteId, cartId);

@CommandHandler(StartSubscriptionCommand)
export class StartSubscriptionHandler implements ICommandHandler<StartSubscriptionCommand, { subscriptionId: string }> {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  execute({ purchase }: StartSubscriptionCommand): Promise<{ subscriptionId: string }> {
    return withSpan('command StartSubscription', async () => {
      const { confirmationToken, ...terms } = purchase;
      const subscriptionId = subscriptionIdOf(purchase.websiteId, purchase.cartId);
      await runCommand(this.store, {
        stream: subscriptionStream,
        streamId: subscriptionStreamId(subscriptionId),
        command: { type: 'StartSubscription', ...terms, subscriptionId, confirmationTokenHash: confirmationTokenHash(confirmationToken), startedAt: new Date().toISOString() },
        onAppended: (manager, _events, state) => writeSubscriptionView(manager, state),
      });
      return { subscriptionId };
    });
  }
}
