import { moneyToMinorUnits, type SubscriptionRenewed } from '@mercato/contracts';
import { escapeHtml, type MailMessage } from '@mercato/mail';
import { formatMoney, isCurrencyCode } from '@mercato/spec';
import type { SubscriptionTerms } from '@mercato/subscriptions/domain';

/** Mails of this context in the outbox; a receipt's reference is its charge's (`{subscriptionId}#{cycle}`). */
export const SUBSCRIPTION_MAIL_SOURCE = 'subscriptions';

export const renewalReceiptReference = (subscriptionId: string, cycle: number): string => `${subscriptionId}#${cycle}`;

/** The subscriber's receipt for one renewal: what was charged, for which period, and when the next charge is due. */
export function renewalReceiptMail(terms: SubscriptionTerms, renewed: SubscriptionRenewed): MailMessage {
  const cents = renewed.amount ? moneyToMinorUnits(renewed.amount) : terms.pricePerCycleCents;
  const amount = isCurrencyCode(terms.currency) ? `${formatMoney(cents, terms.currency)} ${terms.currency}` : `${cents} ${terms.currency}`;
  const item = `${terms.quantity} × ${terms.productTitle}`;
  const cycles = terms.plan.numBillingCycles > 0 ? ` of ${terms.plan.numBillingCycles}` : '';
  const next = renewed.nextRenewalAt ? `Next charge: ${renewed.nextRenewalAt.slice(0, 10)}.` : 'This was the last charge of your subscription.';
  const paragraphs = [`Your subscription to ${item} was renewed.`, `Charged: ${amount} for period ${renewed.cycle}${cycles}.`, next];
  return {
    to: terms.customerEmail,
    subject: `Subscription renewed: ${terms.productTitle}`,
    text: `${paragraphs.join('\n')}\n`,
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
    headers: {},
  };
}
