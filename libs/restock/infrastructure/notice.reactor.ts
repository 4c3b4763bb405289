import type { EntityManager } from 'typeorm';
import { decodeEvent, EVENT_TOPICS, type RestockNoticeQueued, type RestockSignedUp } from '@mercato/contracts';
import type { LogRecord, Projection } from '@mercato/event-log';
import { cancelMail, enqueueMails } from '@mercato/mail';
import { productPagePath } from '@mercato/spec';
import { RESTOCK_MAIL_SOURCE, noticeReference, type NoticeTemplate } from '@mercato/restock/application';
import { runsOf } from '@mercato/restock/domain';
import { UNSUBSCRIBE_PATH, restockNoticeMail } from './notice-mail';
import { noticeTemplateFor, siteTemplates } from './notice-templates.store';

interface RecipientRow {
  sign_up_id: string;
  email: string;
  language: string;
  unsubscribe_token: string;
}

interface ProductRow {
  product_id: string;
  title: string;
  product_url_id: string;
  collection_url_id: string | null;
}

type ReactorEvent = ReturnType<typeof decodeEvent>;

async function rememberRecipients(manager: EntityManager, events: readonly RestockSignedUp[]): Promise<void> {
  await manager.query(
    `INSERT INTO restock_notice_recipients (sign_up_id, email, language, unsubscribe_token)
     SELECT t.sign_up_id, t.email, t.language, t.unsubscribe_token FROM jsonb_to_recordset($1::jsonb) AS t(sign_up_id text, email text, language text, unsubscribe_token text)
     ON CONFLICT (sign_up_id) DO NOTHING`,
    [JSON.stringify(events.map((event) => ({ sign_up_id: event.signUpId, email: event.email, language: event.language, unsubscribe_token: event.unsubscribeToken })))],
  );
}

/**
 * A run of queued notices becomes outbox rows in a handful of statements whatever its length: the
 * recipients, products and variants read at once, each site's templates once, one insert.
 */
async function queueNotices(manager: EntityManager, events: readonly RestockNoticeQueued[]): Promise<void> {
  const [recipients, products, variants] = await Promise.all([
    manager.query(`SELECT sign_up_id, email, language, unsubscribe_token FROM restock_notice_recipients WHERE sign_up_id = ANY($1::text[])`, [events.map((event) => event.signUpId)]) as Promise<RecipientRow[]>,
    manager.query(
      `SELECT p.product_id, p.title, p.url_id AS product_url_id, c.url_id AS collection_url_id FROM restock_stock_products p
       LEFT JOIN restock_stock_collections c ON c.collection_id = p.collection_id WHERE p.product_id = ANY($1::text[])`,
      [[...new Set(events.map((event) => event.productId))]],
    ) as Promise<ProductRow[]>,
    manager.query(`SELECT variant_id, label FROM restock_stock_variants WHERE variant_id = ANY($1::text[])`, [[...new Set(events.map((event) => event.variantId))]]) as Promise<{ variant_id: string; label: string }[]>,
  ]);
  const recipientOf = new Map(recipients.map((row) => [row.sign_up_id, row]));
  const productOf = new Map(products.map((row) => [row.product_id, row]));
  const labelOf = new Map(variants.map((row) => [row.variant_id, row.label]));
  const templatesOf = new Map<string, ReadonlyMap<string, NoticeTemplate>>();
  for (const websiteId of new Set(events.map((event) => event.websiteId))) templatesOf.set(websiteId, await siteTemplates(manager, websiteId));

  const mails = events.map((event) => {
    const recipient = recipientOf.get(event.signUpId);
    // The recipient comes from the same stream's earlier sign-up event: it is always here.
    if (!recipient) throw new Error(`Restock notice for unknown sign-up ${event.signUpId}`);
    const product = productOf.get(event.productId);
    const unsubscribeUrl = new URL(UNSUBSCRIBE_PATH, event.siteUrl);
    unsubscribeUrl.searchParams.set('token', recipient.unsubscribe_token);
    const { language, template } = noticeTemplateFor(templatesOf.get(event.websiteId) ?? new Map(), recipient.language);
    const message = restockNoticeMail(template, language, {
      to: recipient.email,
      productTitle: product?.title ?? event.productId,
      variantLabel: labelOf.get(event.variantId) ?? '',
      productUrl: new URL(productPagePath(product?.collection_url_id ?? '', product?.product_url_id ?? ''), event.siteUrl).toString(),
      unsubscribeUrl: unsubscribeUrl.toString(),
    });
    return { websiteId: event.websiteId, source: RESTOCK_MAIL_SOURCE, reference: noticeReference(event.variantId, event.signUpId), message };
  });
  await enqueueMails(manager, mails);
}

/** Applies a run of events of one kind. */
async function applyRun(manager: EntityManager, run: readonly ReactorEvent[]): Promise<void> {
  const first = run[0];
  switch (first?.$typeName) {
    case 'mercato.restock.v1.RestockSignedUp':
      return rememberRecipients(manager, run as RestockSignedUp[]);
    case 'mercato.restock.v1.RestockNoticeQueued':
      return queueNotices(manager, run as RestockNoticeQueued[]);
    case 'mercato.restock.v1.RestockUnsubscribed':
      for (const event of run) if (event.$typeName === first.$typeName) await cancelMail(manager, RESTOCK_MAIL_SOURCE, noticeReference(event.variantId, event.signUpId));
      return;
    default:
      return;
  }
}

/** A batch in runs of one event kind (consecutive in the log, so their order is kept), each run in a few statements. */
async function applyRecords(records: readonly LogRecord[], manager: EntityManager): Promise<void> {
  for (const run of runsOf(records.map((record) => decodeEvent(record.eventType, record.data)), (event) => event.$typeName)) await applyRun(manager, run);
}

/**
 * Sending as a reactor: a queued notice becomes a mail-outbox row in the batch's transaction, the
 * one that moves its checkpoint, so a crash either keeps both or neither and a replay queues no
 * mail twice (the outbox's reference is unique). An unsubscribe withdraws a notice not yet sent.
 */
export const noticeReactor: Projection = {
  name: 'restock-notice-reactor',
  topics: [EVENT_TOPICS.restock],
  tables: ['restock_notice_recipients'],
  apply: (record, manager) => applyRecords([record], manager),
  applyAll: applyRecords,
};
