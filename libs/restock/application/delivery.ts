import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore, runCommand } from '@mercato/event-store';
import { RestockError, UNKNOWN_SIGN_UP_MESSAGE, restockStreamId, type RecordNoticeDeliveries, type VariantRestockState } from '@mercato/restock/domain';
import { restockStream } from './restock.stream';

/** The mail outbox's source name for restock notices; a row's reference is `<variantId>/<signUpId>`. */
export const RESTOCK_MAIL_SOURCE = 'restock';
export const noticeReference = (variantId: string, signUpId: string): string => `${variantId}/${signUpId}`;
export function parseNoticeReference(reference: string): { variantId: string; signUpId: string } | undefined {
  const [variantId, signUpId, ...rest] = reference.split('/');
  return variantId && signUpId && rest.length === 0 ? { variantId, signUpId } : undefined;
}

export class RecordNoticeDeliveriesCommand {
  constructor(
    readonly variantId: string,
    readonly deliveries: RecordNoticeDeliveries['deliveries'],
  ) {}
}

/** Variants whose last recorded state this process keeps between batches of outcomes. */
const REMEMBERED_VARIANTS = 32;

/**
 * The dispatcher's final word on a variant's notices, as the sign-ups' delivery status events.
 * A send delivers a variant's notices in many small batches, and loading the variant (its snapshot
 * holds every sign-up) for each made recording grow with the variant's size; so the state this
 * handler last wrote is where the next batch starts. Stale (another process or command wrote since),
 * the append's version check fails and runCommand folds the stream instead: nothing is decided on it.
 */
@CommandHandler(RecordNoticeDeliveriesCommand)
export class RecordNoticeDeliveriesHandler implements ICommandHandler<RecordNoticeDeliveriesCommand, void> {
  private readonly lastWritten = new Map<string, { state: VariantRestockState; version: number }>();

  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  async execute({ variantId, deliveries }: RecordNoticeDeliveriesCommand): Promise<void> {
    const { state, version } = await runCommand(this.store, {
      stream: restockStream,
      streamId: restockStreamId(variantId),
      command: { type: 'RecordNoticeDeliveries', deliveries },
      // Only the first attempt: after a lost race the remembered state is known to be stale.
      load: async (attempt) => (attempt === 0 ? this.lastWritten.get(variantId) : undefined),
    });
    this.lastWritten.delete(variantId);
    this.lastWritten.set(variantId, { state, version });
    // The oldest entry goes first: a Map iterates in insertion order.
    if (this.lastWritten.size > REMEMBERED_VARIANTS) this.lastWritten.delete(this.lastWritten.keys().next().value!);
  }
}

/** Finds a sign-up by the secret of its unsubscribe link (restock's sign-up read model). */
export interface SignUpTokens {
  signUpOfToken(unsubscribeToken: string): Promise<{ variantId: string; signUpId: string } | undefined>;
}

export const SIGN_UP_TOKENS = Symbol('SIGN_UP_TOKENS');

export class UnsubscribeFromRestockCommand {
  constructor(readonly unsubscribeToken: string) {}
}

@CommandHandler(UnsubscribeFromRestockCommand)
export class UnsubscribeFromRestockHandler implements ICommandHandler<UnsubscribeFromRestockCommand, void> {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(SIGN_UP_TOKENS) private readonly tokens: SignUpTokens,
  ) {}

  async execute({ unsubscribeToken }: UnsubscribeFromRestockCommand): Promise<void> {
    const signUp = await this.tokens.signUpOfToken(unsubscribeToken);
    if (!signUp) throw new RestockError('not_found', UNKNOWN_SIGN_UP_MESSAGE);
    await runCommand(this.store, {
      stream: restockStream,
      streamId: restockStreamId(signUp.variantId),
      command: { type: 'UnsubscribeFromRestock', signUpId: signUp.signUpId, unsubscribeToken },
    });
  }
}
