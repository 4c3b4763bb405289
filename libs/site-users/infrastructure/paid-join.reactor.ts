import type { EntityManager } from 'typeorm';
import { decodeEvent, EVENT_TOPICS, ProductType, type OrderCheckoutStarted, type OrderPlaced, type OrderRefunded, type SiteUserEmailVerified } from '@mercato/contracts';
import type { LogRecord, Projection } from '@mercato/event-log';
import { PostgresEventStore } from '@mercato/event-store';
import { createLogger } from '@mercato/observability';
import { changeMembership, loadMemberArea } from '@mercato/site-users/application';
import { normaliseEmail, SiteUserError } from '@mercato/site-users/domain';

const logger = createLogger('site-users-paid-joins');

/** Notes an order that buys a paywall product, with its signed-in buyer: OrderPlaced grants by it, OrderRefunded revokes by it. */
async function noteOrder(manager: EntityManager, event: OrderCheckoutStarted): Promise<void> {
  const productIds = event.lines.filter((line) => line.productType === ProductType.PAYWALL).map((line) => line.itemId);
  if (productIds.length === 0) return;
  await manager.query(
    `INSERT INTO paid_join_orders (order_id, website_id, email, product_ids, grand_total_cents, buyer_site_user_id) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (order_id) DO NOTHING`,
    [event.orderId, event.websiteId, normaliseEmail(event.email), productIds, (event.grandTotal?.value ?? 0n).toString(), event.siteUserId || null],
  );
}

/**
 * The member: the site user signed in at checkout (the order names them from their session), else the
 * account whose email the order's is (an account's email is unique on its site). Null: none yet.
 */
async function buyerOf(manager: EntityManager, websiteId: string, order: { email: string; buyer_site_user_id: string | null }): Promise<string | null> {
  const accounts: { site_user_id: string }[] = await manager.query(
    'SELECT site_user_id FROM site_user_credentials WHERE website_id = $1 AND (site_user_id = $2 OR email = $3) ORDER BY site_user_id = $2 DESC NULLS LAST LIMIT 1',
    [websiteId, order.buyer_site_user_id, order.email],
  );
  return accounts[0]?.site_user_id ?? null;
}

/** Grants the member areas sold by the order's paywall products to `siteUserId`, and records what it granted. */
async function grantOrder(manager: EntityManager, websiteId: string, orderId: string, productIds: readonly string[], siteUserId: string): Promise<void> {
  const areas: { member_area_id: string }[] = await manager.query(
    'SELECT member_area_id FROM member_areas WHERE website_id = $1 AND paywall_product_id = ANY($2::text[]) ORDER BY member_area_id',
    [websiteId, productIds],
  );
  const store = new PostgresEventStore(manager.connection);
  const granted: string[] = [];
  for (const { member_area_id: memberAreaId } of areas) {
    const area = await loadMemberArea(store, memberAreaId, manager);
    const command = { type: 'Grant', websiteId, memberAreaId, siteUserId, grantedBy: 'paid_join', area, at: Date.now(), orderId } as const;
    try {
      if ((await changeMembership(store, command, manager)).length > 0) granted.push(memberAreaId);
    } catch (error) {
      // Already a member (free join, owner grant, an earlier purchase): this order adds nothing.
      if (!(error instanceof SiteUserError)) throw error;
      logger.warn({ orderId, memberAreaId, reason: error.message }, 'paid join granted nothing');
    }
  }
  await manager.query('UPDATE paid_join_orders SET site_user_id = $2, member_area_ids = $3 WHERE order_id = $1', [orderId, siteUserId, granted]);
}

async function grantPaidJoins(manager: EntityManager, event: OrderPlaced): Promise<void> {
  // Marking the order placed first makes a redelivered OrderPlaced find nothing to do. (A CTE, as
  // TypeORM answers a bare UPDATE ... RETURNING as [rows, count].)
  const orders: { email: string; product_ids: string[]; buyer_site_user_id: string | null }[] = await manager.query(
    'WITH placed AS (UPDATE paid_join_orders SET placed_at = $2 WHERE order_id = $1 AND placed_at IS NULL RETURNING email, product_ids, buyer_site_user_id) SELECT * FROM placed',
    [event.orderId, new Date()],
  );
  const order = orders[0];
  if (!order) return;
  const siteUserId = await buyerOf(manager, event.websiteId, order);
  if (!siteUserId) {
    logger.info({ orderId: event.orderId, websiteId: event.websiteId }, 'a paywall product was bought by an email with no site-user account yet: granted when an account verifies it');
    return;
  }
  await grantOrder(manager, event.websiteId, event.orderId, order.product_ids, siteUserId);
}

/**
 * An account that proves it owns an email (the mailed verification link) gets what that email paid
 * for before the account existed (not refunded orders). Not at joining: anyone can join with any
 * address, and would take a stranger's purchase.
 */
async function grantOrdersWaitingFor(manager: EntityManager, event: SiteUserEmailVerified): Promise<void> {
  const orders: { order_id: string; product_ids: string[] }[] = await manager.query(
    `SELECT o.order_id, o.product_ids FROM paid_join_orders o
       JOIN site_user_credentials c ON c.website_id = o.website_id AND c.email = o.email
      WHERE c.website_id = $1 AND c.site_user_id = $2 AND o.site_user_id IS NULL AND o.placed_at IS NOT NULL AND o.refunded_at IS NULL
      ORDER BY o.placed_at, o.order_id`,
    [event.websiteId, event.siteUserId],
  );
  for (const order of orders) await grantOrder(manager, event.websiteId, order.order_id, order.product_ids, event.siteUserId);
}

/** A refund of the whole order takes back the memberships it granted; a partial refund keeps them. */
async function revokePaidJoins(manager: EntityManager, event: OrderRefunded): Promise<void> {
  const orders: { site_user_id: string | null; member_area_ids: string[] }[] = await manager.query(
    `WITH refunded AS (UPDATE paid_join_orders SET refunded_at = $2
        WHERE order_id = $1 AND refunded_at IS NULL AND grand_total_cents <= $3
        RETURNING site_user_id, member_area_ids)
     SELECT * FROM refunded`,
    [event.orderId, new Date(), (event.refundedTotal?.value ?? 0n).toString()],
  );
  // An order refunded before any account took it up is marked, so a later join grants nothing.
  const order = orders[0];
  if (!order?.site_user_id) return;
  const store = new PostgresEventStore(manager.connection);
  for (const memberAreaId of order.member_area_ids) {
    await changeMembership(store, { type: 'Revoke', websiteId: event.websiteId, memberAreaId, siteUserId: order.site_user_id, at: Date.now(), orderId: event.orderId }, manager);
  }
}

/**
 * Paid joins (spec §6 member areas): buying a member area's paywall product through checkout grants
 * the buyer membership (`MembershipGranted`, granted by `paid_join`, with the order id); refunding
 * the order revokes it (`MembershipRevoked` with the order id). The buyer is the site user signed in
 * at checkout, else the account with the order's email, else the account that later verifies that
 * email (`SiteUserEmailVerified`). Reads only published events (orders', and this context's joins). Each grant or revocation is appended in the batch's transaction, the one that
 * moves this reactor's checkpoint, and is decided once per order (the order's row here and the
 * membership's decider both say so), so a redelivered order event grants nothing twice.
 */
export const paidJoinReactor: Projection = {
  name: 'site-users-paid-join-reactor',
  topics: [EVENT_TOPICS.orders, EVENT_TOPICS.siteUsers],
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
      case 'mercato.site_users.v1.SiteUserEmailVerified':
        return grantOrdersWaitingFor(manager, event);
      default:
        return;
    }
  },
};
