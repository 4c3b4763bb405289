import type { DataSource, EntityManager } from 'typeorm';
import type { KnownOrder, OrderStatus } from '@mercato/orders/domain';

/** Takes the site's next order number in the caller's transaction (the row stays locked until it ends). */
export async function nextOrderNumber(manager: EntityManager, websiteId: string): Promise<number> {
  const [row]: Array<{ last_number: string }> = await manager.query(
    `INSERT INTO order_numbers (website_id, last_number) VALUES ($1, 1)
     ON CONFLICT (website_id) DO UPDATE SET last_number = order_numbers.last_number + 1 RETURNING last_number`,
    [websiteId],
  );
  return Number(row!.last_number);
}

/** Writes the order's view in the transaction that appends its events. */
export async function writeOrderView(manager: EntityManager, order: KnownOrder): Promise<void> {
  await manager.query(
    `INSERT INTO order_views (order_id, website_id, order_token, order_number, email, status, created_at, state)
     VALUES ($1, $2, $3, $4, $5, $6, to_timestamp($7 / 1000.0), $8)
     ON CONFLICT (order_id) DO UPDATE SET status = EXCLUDED.status, state = EXCLUDED.state, updated_at = now()`,
    [order.orderId, order.websiteId, order.orderToken, order.orderNumber, order.email, order.status, order.startedAt, JSON.stringify(order)],
  );
}

export interface OrderListFilter {
  readonly websiteId: string;
  readonly status?: OrderStatus;
  /** An email (or part of one), or an order number. */
  readonly search?: string;
  readonly cursor?: string;
  readonly limit: number;
}

export interface OrderPage {
  readonly orders: readonly KnownOrder[];
  readonly hasNextPage: boolean;
  readonly nextPageCursor: string | null;
}

interface Cursor {
  readonly createdAt: string;
  readonly orderId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(text: string): Cursor | null {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
    return typeof cursor.createdAt === 'string' && typeof cursor.orderId === 'string' && UUID.test(cursor.orderId) && !Number.isNaN(Date.parse(cursor.createdAt)) ? { createdAt: cursor.createdAt, orderId: cursor.orderId } : null;
  } catch {
    return null;
  }
}

/** Reads of the order views: by token for the buyer, by id and in pages for the owner. */
export class OrderViews {
  constructor(private readonly dataSource: DataSource) {}

  async byToken(orderToken: string): Promise<KnownOrder | null> {
    const [row]: Array<{ state: KnownOrder }> = await this.dataSource.query('SELECT state FROM order_views WHERE order_token = $1', [orderToken]);
    return row?.state ?? null;
  }

  async byId(websiteId: string, orderId: string): Promise<KnownOrder | null> {
    const [row]: Array<{ state: KnownOrder }> = await this.dataSource.query('SELECT state FROM order_views WHERE website_id = $1 AND order_id::text = $2', [websiteId, orderId]);
    return row?.state ?? null;
  }

  /** Orders still waiting for their payment that started before `before` (ms since the epoch), oldest first. */
  async pendingStartedBefore(before: number, limit: number): Promise<string[]> {
    const rows: Array<{ order_id: string }> = await this.dataSource.query(
      `SELECT order_id FROM order_views WHERE status = 'pending' AND created_at < to_timestamp($1 / 1000.0) ORDER BY created_at LIMIT $2`,
      [before, limit],
    );
    return rows.map((row) => row.order_id);
  }

  /** Newest first; an unreadable cursor starts from the newest. */
  async list(filter: OrderListFilter): Promise<OrderPage> {
    const cursor = filter.cursor ? decodeCursor(filter.cursor) : null;
    const search = filter.search?.trim() ?? '';
    const number = /^#?\d{1,15}$/.test(search) ? Number(search.replace('#', '')) : null;
    const rows: Array<{ state: KnownOrder; created_at: Date; order_id: string }> = await this.dataSource.query(
      `SELECT state, created_at, order_id FROM order_views
        WHERE website_id = $1
          AND ($2::text IS NULL OR status = $2)
          AND ($3::text = '' OR order_number = $4 OR strpos(lower(email), lower($3)) > 0)
          AND ($5::timestamptz IS NULL OR (created_at, order_id) < ($5::timestamptz, $6::uuid))
        ORDER BY created_at DESC, order_id DESC LIMIT $7`,
      [filter.websiteId, filter.status ?? null, search, number ?? -1, cursor?.createdAt ?? null, cursor?.orderId ?? null, filter.limit + 1],
    );
    const page = rows.slice(0, filter.limit);
    const last = page[page.length - 1];
    const hasNextPage = rows.length > filter.limit;
    return { orders: page.map((row) => row.state), hasNextPage, nextPageCursor: hasNextPage && last ? encodeCursor({ createdAt: last.created_at.toISOString(), orderId: last.order_id }) : null };
  }
}
