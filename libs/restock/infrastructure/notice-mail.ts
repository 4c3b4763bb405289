import { renderJsonTemplate, type MailMessage } from '@mercato/mail';
import type { NoticeTemplate, NoticeTemplateData } from '@mercato/restock/application';

/** The path of the one-click unsubscribe endpoint (RFC 8058), on the storefront's host. */
export const UNSUBSCRIBE_PATH = '/api/site-users/account/notifications/restock/unsubscribe';

export interface NoticeContent {
  readonly to: string;
  readonly productTitle: string;
  readonly variantLabel: string;
  readonly productUrl: string;
  readonly unsubscribeUrl: string;
}

/**
 * The back-in-stock notice rendered from its JSON-T templates in the template's language: names
 * product and variant, links to the product page, unsubscribes in one click (RFC 8058 headers).
 */
export function restockNoticeMail(template: NoticeTemplate, language: string, content: NoticeContent): MailMessage {
  const data: NoticeTemplateData = {
    product: { title: content.productTitle },
    variant: { label: content.variantLabel },
    productUrl: content.productUrl,
    unsubscribeUrl: content.unsubscribeUrl,
  };
  const render = (source: string) => renderJsonTemplate({ template: source, json: data, locale: language }).output;
  return {
    to: content.to,
    // A header is one line: a template's line breaks would end it.
    subject: render(template.subject).replace(/\s+/g, ' ').trim(),
    text: render(template.text),
    html: render(template.html),
    headers: { 'List-Unsubscribe': `<${content.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
