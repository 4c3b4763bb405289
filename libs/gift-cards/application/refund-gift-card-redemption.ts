import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore, runCommand } from '@mercato/event-store';
import { withSpan } from '@mercato/observability';
import { giftCardStreamId } from '@mercato/gift-cards/domain';
import { writeGiftCardBalance } from './gift-card-balances';
import { GIFT_CARD_MAX_RETRIES, giftCardStream } from './gift-card.stream';

export class RefundGiftCardRedemptionCommand {
  constructor(
    readonly giftCardId: string,
    readonly redemptionId: string,
  ) {}
}

/** Gives a redemption back to its card (the order was refunded, or checkout failed after the spend). */
@CommandHandler(RefundGiftCardRedemptionCommand)
export class RefundGiftCardRedemptionHandler implements ICommandHandler<RefundGiftCardRedemptionCommand, void> {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  execute({ giftCardId, redemptionId }: RefundGiftCardRedemptionCommand): Promise<void> {
    return withSpan('command RefundGiftCardRedemption', async () => {
      await runCommand(this.store, {
        stream: giftCardStream,
        streamId: giftCardStreamId(giftCardId),
        command: { type: 'RefundGiftCardRedemption', redemptionId, refundedAt: new Date().toISOString() },
        onAppended: writeGiftCardBalance,
        maxRetries: GIFT_CARD_MAX_RETRIES,
      });
    });
  }
}
