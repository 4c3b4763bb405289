import { moneyToMinorUnits } from '@mercato/contracts';
import type { GiftCardEvent } from './gift-card.events';

export interface RedemptionState {
  readonly redemptionId: string;
  readonly idempotencyKey: string;
  readonly amountCents: number;
  readonly orderReference: string;
  readonly refunded: boolean;
}

interface IssuedGiftCard {
  readonly status: 'issued';
  readonly websiteId: string;
  readonly giftCardId: string;
  readonly codeLastFour: string;
  readonly currency: string;
  readonly balanceCents: number;
  readonly redemptions: Readonly<Record<string, RedemptionState>>;
  /** The redemption each idempotency key made: a retried spend finds it instead of spending again. */
  readonly redemptionIdByKey: Readonly<Record<string, string>>;
}

/** One gift card: absent until its order line issues it. */
export type GiftCardState = { readonly status: 'absent' } | IssuedGiftCard;

export const initialGiftCardState = (): GiftCardState => ({ status: 'absent' });

export function redemptionByKey(state: GiftCardState, idempotencyKey: string): RedemptionState | undefined {
  if (state.status !== 'issued') return undefined;
  const redemptionId = state.redemptionIdByKey[idempotencyKey];
  return redemptionId === undefined ? undefined : state.redemptions[redemptionId];
}

/** The balance moves only here, by the amounts the events record. */
export function evolveGiftCard(state: GiftCardState, event: GiftCardEvent): GiftCardState {
  switch (event.$typeName) {
    case 'mercato.giftcards.v1.GiftCardIssued':
      return {
        status: 'issued',
        websiteId: event.websiteId,
        giftCardId: event.giftCardId,
        codeLastFour: event.codeLastFour,
        currency: event.amount?.currency ?? '',
        balanceCents: event.amount ? moneyToMinorUnits(event.amount) : 0,
        redemptions: {},
        redemptionIdByKey: {},
      };
    case 'mercato.giftcards.v1.GiftCardRedeemed': {
      if (state.status !== 'issued') return state;
      const amountCents = event.amount ? moneyToMinorUnits(event.amount) : 0;
      const redemption: RedemptionState = {
        redemptionId: event.redemptionId,
        idempotencyKey: event.idempotencyKey,
        amountCents,
        orderReference: event.orderReference,
        refunded: false,
      };
      return {
        ...state,
        balanceCents: state.balanceCents - amountCents,
        redemptions: { ...state.redemptions, [event.redemptionId]: redemption },
        redemptionIdByKey: { ...state.redemptionIdByKey, [event.idempotencyKey]: event.redemptionId },
      };
    }
    case 'mercato.giftcards.v1.GiftCardRedemptionRefunded': {
      const redemption = state.status === 'issued' ? state.redemptions[event.redemptionId] : undefined;
      if (state.status !== 'issued' || !redemption) return state;
      const amountCents = event.amount ? moneyToMinorUnits(event.amount) : 0;
      return {
        ...state,
        balanceCents: state.balanceCents + amountCents,
        redemptions: { ...state.redemptions, [event.redemptionId]: { ...redemption, refunded: true } },
      };
    }
  }
}
