import type { EntityManager } from 'typeorm';
import { decodeEvent, EVENT_TOPICS, ProductType, type OrderCheckoutStarted, type OrderPlaced, type OrderRefunded } from '@mercato/contracts';
import type { LogRecord, Projection } from '@mercato/event-log';
import { PostgresEventStore } from '@mercato/event-store';
import { createLogger } from '@mercato/observability';
import { changeMembership, loadMemberArea } from '@mercato/site-users/application';
import { normaliseEmail, SiteUserError } from '@mercato/site-users/domain';

const logger = createLogger('site-users-paid-joins');

/** Notes an order that buys a paywall product: OrderPlaced grants by it, OrderRefunded revokes by it. */
async function noteOrder(manager: EntityManager, event: OrderCheckoutStarted): Promise<void> {
  const productIds = event.lines.filter((line) => line.productType === ProductType.PAYWALL).map((line) => line.itemId);
  if (productIds.length === 0) return;
  await manager.query(
    `INSERT INTO paid_join_orders (order_id, website_id, email, product_ids, grand_total_cents) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (order_id) DO NOTHING`,
    [event.orderId, event.websiteId, normaliseEmail(event.email), productIds, (event.grandTotal?.value ?? 0n).toString()],
  );
}

/**
 * The buyer is the site user whose account email is the order's: checkout knows the buyer by email
 * only, and an account's email is unique on its site. No such account: nothing to grant (logged).
 */
async function grantPaidJoins(manager: EntityManager, event: OrderPlaced): Promise<void> {
  // Marking the order placed first makes a redelivered OrderPlaced find nothing to do. (A CTE, as
  // TypeORM answers a bare UPDATE ... RETURNING as [rows, count].)
  const orders: { email: string; product_ids: string[] }[] = await manager.query(
    'WITH placed AS (UPDATE paid_join_orders SET placed_at = $2 WHERE order_id = $1 AND placed_at IS NULL RETURNING email, product_ids) SELECT * FROM placed',
    [event.orderId, new Date()],
  );
  const order = orders[0];
  if (!order) return;
  const accounts: { site_user_id: string }[] = await manager.query('SELECT site_user_id FROM site_user_credentials WHERE website_id = $1 AND email = $2', [event.websiteId, order.email]);
  const siteUserId = accounts[0]?.site_user_id;
  if (!siteUserId) {
    logger.warn({ orderId: event.orderId, websiteId: event.websiteId }, 'a paywall product was bought by an email with no site-user account: no membership granted');
    return;
  }
  const areas: { member_area_id: string }[] = await manager.query(
    'SELECT member_area_id FROM member_areas WHERE website_id = $1 AND paywall_product_id = ANY($2::text[]) ORDER BY member_area_id',
    [event.websiteId, order.product_ids],
  );
  const store = new PostgresEventStore(manager.connection);
  const granted: string[] = [];
  for (const { member_area_id: memberAreaId } of areas) {
    const area = await loadMemberArea(store, memberAreaId, manager);
    const command = { type: 'Grant', websiteId: event.websiteId, memberAreaId, siteUserId, grantedBy: 'paid_join', area, at: Date.now(), orderId: event.orderId } as const;
    try {
      if ((await changeMembership(store, command, manager)).length > 0) granted.push(memberAreaId);
    } catch (error) {
      // Already a member (free join, owner grant, an earlier purchase): this order adds nothing.
      if (!(error instanceof SiteUserError)) throw error;
      logger.warn({ orderId: event.orderId, memberAreaId, reason: error.message }, 'paid join granted nothing');
    }
  }
  await manager.query('UPDATE paid_join_orders SET site_user_id = $2, member_area_ids = $3 WHERE order_id = $1', [event.orderId, siteUserId, granted]);
}

/** A refund of the whole order takes back the memberships it granted; a partial refund keeps them. */
async function revokePaidJoins(manager: EntityManager, event: OrderRefunded): Promise<void> {
  const orders: { site_user_id: string; member_area_ids: string[] }[] = await manager.query(
    `WITH refunded AS (UPDATE paid_join_orders SET refunded_at = $2
        WHERE order_id = $1 AND refunded_at IS NULL AND site_user_id IS NOT NULL AND grand_total_cents <= $3
        RETURNING site_user_id, member_area_ids)
     SELECT * FROM refunded`,
    [event.orderId, new Date(), (event.refundedTotal?.value ?? 0n).toString()],
  );
  const order = orders[0];
  if (!order) return;
  const store = new PostgresEventStore(manager.connection);
  for (const memberAreaId of order.member_area_ids) {
    await changeMembership(store, { type: 'Revoke', websiteId: event.websiteId, memberAreaId, siteUserId: order.site_user_id, at: Date.now(), orderId: event.orderId }, manager);
  }
}

/**
 * Paid joins (spec §6 member areas): buying a member area's paywall product through checkout grants
 * the buyer membership (`MembershipGranted`, granted by `paid_join`, with the order id); refunding
 * the order revokes it (`MembershipRevoked` with the order id). Reads only the orders context's
 * published events. Each grant or revocation is appended in the batch's transaction, the one that
 * moves this reactor's checkpoint, and is decided once per order (the order's row here and the
 * membership's decider both say so), so a redelivered order event grants nothing twice.
 */
export const paidJoinReactor: Projection = {
  name: 'site-users-paid-join-reactor',
  topics: [EVENT_TOPICS.orders],
  // Emptying paid_join_orders and replaying would grant again memberships an owner since revoked.
  tables: [],
  async apply(record: LogRecord, manager: EntityManager): Promise<void> {
    const event = decodeEvent(record.eventType, record.data);
    switch (event.$typeName) {
      case 'mercato.orders.v1.OrderCheckoutStarted':
        return noteOrder(manager, event);
      case 'mercato.orders.v1.OrderPlaced':
        return grantPaidJoins(manager, event);
      case 'mercato.orders.v1.OrderRefunded':
        return revokePaidJoins(manager, event);
      default:
        return;
    }
  },
};
