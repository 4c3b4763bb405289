import { createHash, randomInt } from 'node:crypto';
import { stableIdOf } from '@mercato/event-store';
import { GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_LENGTH, normaliseGiftCardCode } from '@mercato/spec';

/** A new code from the operating system's CSPRNG: unguessable, never derived from ids or time. */
export function newGiftCardCode(): string {
  let code = '';
  for (let index = 0; index < GIFT_CARD_CODE_LENGTH; index++) code += GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)];
  return code;
}

/**
 * How a code finds its card. A plain SHA-256 is enough: the code carries about 79 random bits, so
 * the hash cannot be reversed by trying codes, and it lets the lookup be an index scan.
 */
export function giftCardCodeHash(code: string): string {
  return createHash('sha256').update(normaliseGiftCardCode(code)).digest('hex');
}

/** The card of an order line, the same on every retry of the order's step (one stream, issued once). */
export const giftCardIdOf = (websiteId: string, orderId: string, orderLineId: string): string => stableIdOf('gift-card', websiteId, orderId, orderLineId);
