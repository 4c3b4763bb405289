import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore, loadState, runCommand, type RunCommandOptions } from '@mercato/event-store';
import { enqueueMails } from '@mercato/mail';
import { PAYMENT_PROVIDER } from '@mercato/payments';
import { withSpan } from '@mercato/observability';
import { dueRenewalAction, subscriptionStreamId, type SubscriptionCommand, type SubscriptionEvent, type SubscriptionState, type SubscriptionTerms } from '@mercato/subscriptions/domain';
import { chargeRenewal } from './charge-renewal';
import { type RenewalPayments } from './renewal-payments.port';
import { renewalReceiptMail, renewalReceiptReference, SUBSCRIPTION_MAIL_SOURCE } from './renewal-receipt-mail';
import { subscriptionStream } from './subscription.stream';
import { writeSubscriptionView } from './subscription-views';

/** A subscription asleep for longer than this many periods catches up over several scheduler runs. */
const MAX_STEPS_PER_RUN = 12;

/** Does what is due for one subscription at `now`: charge the renewal (or its retry), or end a finished term. */
export class AdvanceSubscriptionCommand {
  constructor(
    readonly subscriptionId: string,
    readonly now: Date,
  ) {}
}

/** What one run did to a subscription. */
export interface AdvanceOutcome {
  readonly renewed: number;
  readonly failed: number;
  readonly ended: boolean;
}

@CommandHandler(AdvanceSubscriptionCommand)
export class AdvanceSubscriptionHandler implements ICommandHandler<AdvanceSubscriptionCommand, AdvanceOutcome> {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(PAYMENT_PROVIDER) private readonly payments: RenewalPayments,
  ) {}

  execute({ subscriptionId, now }: AdvanceSubscriptionCommand): Promise<AdvanceOutcome> {
    return withSpan('command AdvanceSubscription', async () => {
      const streamId = subscriptionStreamId(subscriptionId);
      const at = now.toISOString();
      let { state } = await loadState(this.store, subscriptionStream, streamId);
      const outcome = { renewed: 0, failed: 0, ended: false };
      for (let step = 0; step < MAX_STEPS_PER_RUN && state.status === 'active'; step++) {
        const action = dueRenewalAction(state, at);
        if (action.kind === 'none') break;
        // The charge happens before the append and outside any transaction: the provider's idempotency
        // key makes a repeat (after a crash or a lost race) answer the same charge.
        const command: SubscriptionCommand =
          action.kind === 'charge'
            ? { type: 'RecordRenewalCharge', cycle: action.cycle, attempt: action.attempt, outcome: await chargeRenewal(this.payments, state, action.cycle, action.attempt), at }
            : { type: 'EndSubscriptionTerm', at };
        const result = await runCommand(this.store, this.options(streamId, command));
        if (result.events.length === 0) break;
        state = result.state;
        for (const event of result.events) count(outcome, event);
      }
      return outcome;
    });
  }

  private options(streamId: string, command: SubscriptionCommand): RunCommandOptions<SubscriptionCommand, SubscriptionEvent, SubscriptionState> {
    return {
      stream: subscriptionStream,
      streamId,
      command,
      onAppended: async (manager, events, state) => {
        await writeSubscriptionView(manager, state);
        // The receipt commits with the renewal it reports: a renewal is never unmailed, nor mailed twice.
        if (state.status !== 'absent') await enqueueMails(manager, receipts(state, events));
      },
    };
  }
}

function receipts(terms: SubscriptionTerms, events: readonly SubscriptionEvent[]) {
  return events.flatMap((event) =>
    event.$typeName === 'mercato.subscriptions.v1.SubscriptionRenewed'
      ? [{ websiteId: terms.websiteId, source: SUBSCRIPTION_MAIL_SOURCE, reference: renewalReceiptReference(terms.subscriptionId, event.cycle), message: renewalReceiptMail(terms, event) }]
      : [],
  );
}

function count(outcome: { renewed: number; failed: number; ended: boolean }, event: SubscriptionEvent): void {
  if (event.$typeName === 'mercato.subscriptions.v1.SubscriptionRenewed') outcome.renewed++;
  if (event.$typeName === 'mercato.subscriptions.v1.SubscriptionRenewalFailed') outcome.failed++;
  if (event.$typeName === 'mercato.subscriptions.v1.SubscriptionEnded') outcome.ended = true;
}
