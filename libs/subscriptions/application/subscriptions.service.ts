import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SubscriptionPurchase, Subscriptions } from '@mercato/subscriptions/ports';
import { CancelSubscriptionCommand } from './cancel-subscription';
import { StartSubscriptionCommand } from './start-subscription';

/** The published port (SUBSCRIPTIONS) over this context's commands. */
@Injectable()
export class SubscriptionsService implements Subscriptions {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  start(purchase: SubscriptionPurchase): Promise<{ subscriptionId: string }> {
    return this.commands.execute<StartSubscriptionCommand, { subscriptionId: string }>(new StartSubscriptionCommand(purchase));
  }

  cancel(websiteId: string, subscriptionId: string): Promise<void> {
    return this.commands.execute<CancelSubscriptionCommand, void>(new CancelSubscriptionCommand(websiteId, subscriptionId));
  }
}
