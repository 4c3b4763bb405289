import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore, runCommand } from '@mercato/event-store';
import { withSpan } from '@mercato/observability';
import { subscriptionStreamId } from '@mercato/subscriptions/domain';
import { subscriptionStream } from './subscription.stream';
import { writeSubscriptionView } from './subscription-views';

export class CancelSubscriptionCommand {
  constructor(
    readonly websiteId: string,
    readonly subscriptionId: string,
  ) {}
}

/** Ends a subscription now: nothing more is charged. */
@CommandHandler(CancelSubscriptionCommand)
export class CancelSubscriptionHandler implements ICommandHandler<CancelSubscriptionCommand, void> {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  execute({ websiteId, subscriptionId }: CancelSubscriptionCommand): Promise<void> {
    return withSpan('command CancelSubscription', async () => {
      await runCommand(this.store, {
        stream: subscriptionStream,
        streamId: subscriptionStreamId(subscriptionId),
        command: { type: 'CancelSubscription', websiteId, at: new Date().toISOString() },
        onAppended: (manager, _events, state) => writeSubscriptionView(manager, state),
      });
    });
  }
}
