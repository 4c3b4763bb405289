import type { MailMessage } from '@mercato/mail';

/** The path of the one-click unsubscribe endpoint (RFC 8058), on the storefront's host. */
export const UNSUBSCRIBE_PATH = '/api/site-users/account/notifications/restock/unsubscribe';

export interface NoticeContent {
  readonly to: string;
  readonly productTitle: string;
  readonly variantLabel: string;
  readonly productUrl: string;
  readonly unsubscribeUrl: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The back-in-stock notice: names product and variant, links to the product page, unsubscribes in one click. */
export function restockNoticeMail(content: NoticeContent): MailMessage {
  const name = content.variantLabel ? `${content.productTitle} (${content.variantLabel})` : content.productTitle;
  return {
    to: content.to,
    subject: `Back in stock: ${name}`,
    text: `${name} is back in stock.\n\nBuy it here: ${content.productUrl}\n\nYou asked to be told once. Unsubscribe: ${content.unsubscribeUrl}\n`,
    html:
      `<p>${escapeHtml(name)} is back in stock.</p>` +
      `<p><a href="${escapeHtml(content.productUrl)}">Buy it here</a></p>` +
      `<p style="font-size:small">You asked to be told once. <a href="${escapeHtml(content.unsubscribeUrl)}">Unsubscribe</a></p>`,
    headers: { 'List-Unsubscribe': `<${content.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
