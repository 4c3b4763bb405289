import type { EntityManager } from 'typeorm';
import { decodeEvent, EVENT_TOPICS, type RestockNoticeQueued } from '@mercato/contracts';
import type { LogRecord, Projection } from '@mercato/event-log';
import { cancelMail, enqueueMail } from '@mercato/mail';
import { productPagePath } from '@mercato/spec';
import { RESTOCK_MAIL_SOURCE, noticeReference } from '@mercato/restock/application';
import { UNSUBSCRIBE_PATH, restockNoticeMail } from './notice-mail';
import { noticeTemplateFor } from './notice-templates.store';

interface NoticeRow {
  email: string;
  language: string;
  unsubscribe_token: string;
  title: string | null;
  label: string | null;
  product_url_id: string | null;
  collection_url_id: string | null;
}

async function queueNotice(manager: EntityManager, event: RestockNoticeQueued): Promise<void> {
  const rows: NoticeRow[] = await manager.query(
    `SELECT r.email, r.language, r.unsubscribe_token, p.title, v.label, p.url_id AS product_url_id, c.url_id AS collection_url_id
     FROM restock_notice_recipients r
     LEFT JOIN restock_stock_variants v ON v.variant_id = $2
     LEFT JOIN restock_stock_products p ON p.product_id = $3
     LEFT JOIN restock_stock_collections c ON c.collection_id = p.collection_id
     WHERE r.sign_up_id = $1`,
    [event.signUpId, event.variantId, event.productId],
  );
  const row = rows[0];
  // The recipient comes from the same stream's earlier sign-up event: it is always here.
  if (!row) throw new Error(`Restock notice for unknown sign-up ${event.signUpId}`);
  const unsubscribeUrl = new URL(UNSUBSCRIBE_PATH, event.siteUrl);
  unsubscribeUrl.searchParams.set('token', row.unsubscribe_token);
  const { language, template } = await noticeTemplateFor(manager, event.websiteId, row.language);
  const message = restockNoticeMail(template, language, {
    to: row.email,
    productTitle: row.title ?? event.productId,
    variantLabel: row.label ?? '',
    productUrl: new URL(productPagePath(row.collection_url_id ?? '', row.product_url_id ?? ''), event.siteUrl).toString(),
    unsubscribeUrl: unsubscribeUrl.toString(),
  });
  await enqueueMail(manager, { websiteId: event.websiteId, source: RESTOCK_MAIL_SOURCE, reference: noticeReference(event.variantId, event.signUpId), message });
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
  async apply(record: LogRecord, manager: EntityManager): Promise<void> {
    const event = decodeEvent(record.eventType, record.data);
    switch (event.$typeName) {
      case 'mercato.restock.v1.RestockSignedUp':
        await manager.query(
          `INSERT INTO restock_notice_recipients (sign_up_id, email, language, unsubscribe_token) VALUES ($1, $2, $3, $4) ON CONFLICT (sign_up_id) DO NOTHING`,
          [event.signUpId, event.email, event.language, event.unsubscribeToken],
        );
        return;
      case 'mercato.restock.v1.RestockNoticeQueued':
        return queueNotice(manager, event);
      case 'mercato.restock.v1.RestockUnsubscribed':
        return cancelMail(manager, RESTOCK_MAIL_SOURCE, noticeReference(event.variantId, event.signUpId));
      default:
        return;
    }
  },
};
