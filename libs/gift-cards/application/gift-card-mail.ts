import type { MailMessage } from '@mercato/mail';
import { formatGiftCardCode } from '@mercato/spec';
import { giftCardAmountText } from '@mercato/gift-cards/domain';

/** Mails of this context in the outbox: one per card, the card's id as reference. */
export const GIFT_CARD_MAIL_SOURCE = 'gift-cards';

export interface GiftCardMailContent {
  readonly to: string;
  readonly code: string;
  readonly amountCents: number;
  readonly currency: string;
}

/** The buyer's gift card: the whole code (the only place it is ever written down) and its value. */
export function giftCardMail(content: GiftCardMailContent): MailMessage {
  const code = formatGiftCardCode(content.code);
  const amount = giftCardAmountText(content.amountCents, content.currency);
  return {
    to: content.to,
    subject: `Your gift card: ${amount}`,
    text: `Thank you for your purchase.\n\nGift card code: ${code}\nValue: ${amount}\n\nEnter the code at checkout to pay with it. Keep it safe: anyone with the code can spend it.\n`,
    html:
      `<p>Thank you for your purchase.</p>` +
      `<p>Gift card code: <strong style="font-family:monospace">${code}</strong><br>Value: ${amount}</p>` +
      `<p>Enter the code at checkout to pay with it. Keep it safe: anyone with the code can spend it.</p>`,
    headers: {},
  };
}
