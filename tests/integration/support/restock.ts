import type { ParsedMail } from 'mailparser';
import { rawHeader } from '@mercato/testing/smtp';
import type { ApiClient } from './api-client';

export const RESTOCK_PATH = '/api/site-users/account/notifications/restock';
const CRUMB = 'restock-test-crumb';

/** A visitor's sign-up as the storefront's restock box sends it (crumb cookie and header). */
export function signUpForRestock(call: ApiClient['call'], body: Record<string, unknown>) {
  return call('POST', RESTOCK_PATH, { body, cookie: `crumb=${CRUMB}`, headers: { 'x-csrf-token': CRUMB } });
}

/** The one recipient of a mail, as its To header names them. */
export const recipientOf = (mail: ParsedMail): string | undefined => (Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text);

/** The first link of a mail's text (the product page, in every template) and its List-Unsubscribe URL. */
export function linksOf(mail: ParsedMail): { productUrl: string; unsubscribeUrl: string } {
  const productUrl = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0];
  const unsubscribeUrl = /^<(.+)>$/.exec(rawHeader(mail, 'List-Unsubscribe') ?? '')?.[1];
  if (!productUrl || !unsubscribeUrl) throw new Error(`mail without links: ${mail.subject}`);
  return { productUrl, unsubscribeUrl };
}
