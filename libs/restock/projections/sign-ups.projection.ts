import type { EntityManager } from 'typeorm';
import { decodeEvent, EVENT_TOPICS } from '@mercato/contracts';
import type { LogRecord, Projection } from '@mercato/event-log';
import type { SignUpStatus } from '@mercato/restock/domain';

const setStatus = (manager: EntityManager, signUpId: string, status: SignUpStatus) =>
  manager.query('UPDATE restock_sign_ups SET status = $2 WHERE sign_up_id = $1', [signUpId, status]);

/** The owners' list of sign-ups with each one's delivery status, built from restock.events.v1 only. */
export const signUpsProjection: Projection = {
  name: 'restock-sign-ups',
  topics: [EVENT_TOPICS.restock],
  tables: ['restock_sign_ups'],
  async apply(record: LogRecord, manager: EntityManager): Promise<void> {
    const event = decodeEvent(record.eventType, record.data);
    switch (event.$typeName) {
      case 'mercato.restock.v1.RestockSignedUp':
        await manager.query(
          `INSERT INTO restock_sign_ups (sign_up_id, website_id, product_id, variant_id, position, email, join_mailing_list, language, signed_up_at, status, unsubscribe_token)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'waiting', $10) ON CONFLICT (sign_up_id) DO NOTHING`,
          [event.signUpId, event.websiteId, event.productId, event.variantId, record.streamVersion, event.email, event.joinMailingList, event.language, event.signedUpAt, event.unsubscribeToken],
        );
        return;
      case 'mercato.restock.v1.RestockNoticeQueued':
        return void (await setStatus(manager, event.signUpId, 'pending'));
      case 'mercato.restock.v1.RestockNoticeSent':
        return void (await setStatus(manager, event.signUpId, 'sent'));
      case 'mercato.restock.v1.RestockNoticeFailed':
        return void (await setStatus(manager, event.signUpId, 'failed'));
      case 'mercato.restock.v1.RestockUnsubscribed':
        return void (await setStatus(manager, event.signUpId, 'unsubscribed'));
      default:
        return;
    }
  },
};
