import { formatMoney, isCurrencyCode } from '@mercato/spec';
import { escapeHtml, type MailMessage } from '@mercato/mail';
import { cardChargeCents, type KnownOrder } from '@mercato/orders/domain';

/** How the total was paid when a gift card paid part or all of it: the code only by its last four characters. */
function paymentRows(order: KnownOrder): Array<[string, number]> {
  if (!order.giftCard) return [];
  return [[`Paid by gift card ····${order.giftCard.codeLastFour}`, order.giftCard.amountCents], ['Charged to card', cardChargeCents(order)]];
}

/** The buyer's order confirmation: number, lines, totals and, with a gift card, how it was paid; in plain text and HTML. */
export function orderConfirmationMail(order: KnownOrder): MailMessage {
  const money = (cents: number) => (isCurrencyCode(order.currency) ? `${formatMoney(cents, order.currency)} ${order.currency}` : String(cents));
  const lines = order.lines.map((line) => ({ text: `${line.quantity} × ${line.productName}${line.sku ? ` (${line.sku})` : ''}`, amount: money(line.unitPriceCents * line.quantity) }));
  const totals: Array<[string, number]> = [['Subtotal', order.subtotalCents], ['Discount', -order.discountCents], ['Shipping', order.shippingCents], ['Tax', order.taxCents], ['Total', order.grandTotalCents]];
  const shownTotals = [...totals.filter(([label, cents]) => cents !== 0 || label === 'Total' || label === 'Subtotal'), ...paymentRows(order)];
  const test = order.testMode ? ' (test mode: no payment was taken)' : '';
  return {
    to: order.email,
    subject: `Order #${order.orderNumber} confirmed`,
    headers: {},
    text: [`Thank you for your order #${order.orderNumber}${test}.`, '', ...lines.map((line) => `${line.text}: ${line.amount}`), '', ...shownTotals.map(([label, cents]) => `${label}: ${money(cents)}`)].join('\n'),
    html: [
      `<p>Thank you for your order #${order.orderNumber}${escapeHtml(test)}.</p>`,
      `<table>${lines.map((line) => `<tr><td>${escapeHtml(line.text)}</td><td>${escapeHtml(line.amount)}</td></tr>`).join('')}</table>`,
      `<table>${shownTotals.map(([label, cents]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(money(cents))}</td></tr>`).join('')}</table>`,
    ].join('\n'),
  };
}
