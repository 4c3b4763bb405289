import { streamEventCodec } from '@mercato/contracts';
import type { StreamDefinition } from '@mercato/event-store';
import { giftCardDecider, type GiftCardCommand, type GiftCardEvent, type GiftCardState } from '@mercato/gift-cards/domain';

/** A card has a few events in its life (issued, a handful of spends and refunds): no snapshots. */
export const giftCardStream: StreamDefinition<GiftCardCommand, GiftCardEvent, GiftCardState> = {
  streamType: 'gift-card',
  decider: giftCardDecider,
  codec: streamEventCodec<GiftCardEvent>(),
};

/**
 * Checkouts spending one card queue on its stream's version; each lost race decides again against
 * the new balance. Enough for a card shared by a family at once, and bounded.
 */
export const GIFT_CARD_MAX_RETRIES = 20;
