import { moneyFromMinorUnits } from '@mercato/contracts';
import type { Decider } from '@mercato/domain';
import { GIFT_CARD_MESSAGES, formatMoney, giftCardBalanceTooLowMessage, isCurrencyCode } from '@mercato/spec';
import type { GiftCardCommand, IssueGiftCard, RedeemGiftCard, RefundGiftCardRedemption } from './gift-card.commands';
import { GiftCardError } from './gift-card-error';
import { giftCardEvents, type GiftCardEvent } from './gift-card.events';
import { evolveGiftCard, initialGiftCardState, redemptionByKey, type GiftCardState } from './gift-card.state';

/** The stream of one card. */
export const giftCardStreamId = (giftCardId: string): string => `gift-card-${giftCardId}`;

const isPositiveAmount = (cents: number): boolean => Number.isSafeInteger(cents) && cents > 0;

/** An amount as the buyer reads it in messages and mails: "12.50 USD". */
export function giftCardAmountText(cents: number, currency: string): string {
  return isCurrencyCode(currency) ? `${formatMoney(cents, currency)} ${currency}` : `${cents} ${currency}`;
}

/** One card per order line: issuing it again (a retried order step) changes nothing. */
function issue(command: IssueGiftCard, state: GiftCardState): GiftCardEvent[] {
  if (state.status === 'issued') return [];
  if (!isPositiveAmount(command.amountCents)) throw new GiftCardError('invalid', GIFT_CARD_MESSAGES.amountInvalid, 'amountCents');
  const { websiteId, giftCardId, codeHash, codeLastFour, orderId, orderLineId, buyerEmail, issuedAt } = command;
  return [
    giftCardEvents.issued({
      websiteId,
      giftCardId,
      codeHash,
      codeLastFour,
      amount: moneyFromMinorUnits(command.amountCents, command.currency),
      orderId,
      orderLineId,
      buyerEmail,
      issuedAt,
    }),
  ];
}

/** Takes exactly the amount asked, never more than is left; a retried spend (same key) applies once. */
function redeem(command: RedeemGiftCard, state: GiftCardState): GiftCardEvent[] {
  if (state.status !== 'issued' || state.websiteId !== command.websiteId) throw new GiftCardError('not_found', GIFT_CARD_MESSAGES.codeNotFound, 'code');
  const earlier = redemptionByKey(state, command.idempotencyKey);
  if (earlier) {
    if (earlier.amountCents !== command.amountCents) throw new GiftCardError('conflict', GIFT_CARD_MESSAGES.idempotencyKeyReused, 'idempotencyKey');
    return [];
  }
  if (!isPositiveAmount(command.amountCents)) throw new GiftCardError('invalid', GIFT_CARD_MESSAGES.amountInvalid, 'amountCents');
  if (command.currency !== state.currency) throw new GiftCardError('invalid', GIFT_CARD_MESSAGES.wrongCurrency, 'code');
  if (command.amountCents > state.balanceCents) {
    throw new GiftCardError('conflict', giftCardBalanceTooLowMessage(giftCardAmountText(state.balanceCents, state.currency)), 'code');
  }
  return [
    giftCardEvents.redeemed({
      websiteId: state.websiteId,
      giftCardId: state.giftCardId,
      redemptionId: command.redemptionId,
      amount: moneyFromMinorUnits(command.amountCents, state.currency),
      idempotencyKey: command.idempotencyKey,
      orderReference: command.orderReference,
      balanceAfter: moneyFromMinorUnits(state.balanceCents - command.amountCents, state.currency),
      redeemedAt: command.redeemedAt,
    }),
  ];
}

/** Gives a whole redemption back, once. */
function refund(command: RefundGiftCardRedemption, state: GiftCardState): GiftCardEvent[] {
  const redemption = state.status === 'issued' ? state.redemptions[command.redemptionId] : undefined;
  if (state.status !== 'issued' || !redemption) throw new GiftCardError('not_found', GIFT_CARD_MESSAGES.redemptionNotFound, 'redemptionId');
  if (redemption.refunded) return [];
  return [
    giftCardEvents.redemptionRefunded({
      websiteId: state.websiteId,
      giftCardId: state.giftCardId,
      redemptionId: redemption.redemptionId,
      amount: moneyFromMinorUnits(redemption.amountCents, state.currency),
      balanceAfter: moneyFromMinorUnits(state.balanceCents + redemption.amountCents, state.currency),
      refundedAt: command.refundedAt,
    }),
  ];
}

function decideGiftCard(command: GiftCardCommand, state: GiftCardState): readonly GiftCardEvent[] {
  switch (command.type) {
    case 'IssueGiftCard':
      return issue(command, state);
    case 'RedeemGiftCard':
      return redeem(command, state);
    case 'RefundGiftCardRedemption':
      return refund(command, state);
  }
}

export const giftCardDecider: Decider<GiftCardState, GiftCardCommand, GiftCardEvent> = {
  initialState: initialGiftCardState,
  decide: decideGiftCard,
  evolve: evolveGiftCard,
};
