import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore, runCommand } from '@mercato/event-store';
import { withSpan } from '@mercato/observability';
import { GIFT_CARD_MESSAGES } from '@mercato/spec';
import { GiftCardError, giftCardStreamId, redemptionByKey } from '@mercato/gift-cards/domain';
import type { GiftCardRedemption, GiftCardSpend } from '@mercato/gift-cards/ports';
import { GiftCardBalances, writeGiftCardBalance } from './gift-card-balances';
import { GIFT_CARD_MAX_RETRIES, giftCardStream } from './gift-card.stream';

export class RedeemGiftCardCommand {
  constructor(readonly spend: GiftCardSpend) {}
}

/**
 * Spends part or all of a card. Two spends racing for one card append against the same stream
 * version: the loser decides again against the balance the winner left, so the card never goes
 * below zero and the second is refused when not enough is left.
 */
@CommandHandler(RedeemGiftCardCommand)
export class RedeemGiftCardHandler implements ICommandHandler<RedeemGiftCardCommand, GiftCardRedemption> {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(GiftCardBalances) private readonly balances: GiftCardBalances,
  ) {}

  execute({ spend }: RedeemGiftCardCommand): Promise<GiftCardRedemption> {
    return withSpan('command RedeemGiftCard', async () => {
      const card = await this.balances.ofCode(spend.websiteId, spend.code);
      if (!card) throw new GiftCardError('not_found', GIFT_CARD_MESSAGES.codeNotFound, 'code');
      const { state } = await runCommand(this.store, {
        stream: giftCardStream,
        streamId: giftCardStreamId(card.giftCardId),
        command: {
          type: 'RedeemGiftCard',
          websiteId: spend.websiteId,
          redemptionId: randomUUID(),
          amountCents: spend.amountCents,
          currency: spend.currency,
          idempotencyKey: spend.idempotencyKey,
          orderReference: spend.orderReference,
          redeemedAt: new Date().toISOString(),
        },
        onAppended: writeGiftCardBalance,
        maxRetries: GIFT_CARD_MAX_RETRIES,
      });
      // This call's redemption or, for a retried key, the one the first call made.
      const redemption = redemptionByKey(state, spend.idempotencyKey);
      if (state.status !== 'issued' || !redemption) throw new Error(`Gift card ${card.giftCardId} has no redemption for its key`);
      return {
        giftCardId: card.giftCardId,
        redemptionId: redemption.redemptionId,
        amountAppliedCents: redemption.amountCents,
        balanceCents: state.balanceCents,
        currency: state.currency,
      };
    });
  }
}
