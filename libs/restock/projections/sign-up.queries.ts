import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RestockError, noticesASendQueues } from '@mercato/restock/domain';
import { listOutbox, outboxCounts, type MailStatus, type OutboxMail } from '@mercato/mail';
import { RESTOCK_MAIL_SOURCE, type SignUpTokens } from '@mercato/restock/application';
import { decodeCursor, encodeCursor } from './cursor';
import type { SignUpGroupView, SignUpView } from '@mercato/restock/views';

export type { SignUpGroupView, SignUpView } from '@mercato/restock/views';

/** Rows per page of the owner's lists. */
export const RESTOCK_PAGE_SIZE = 50;
export const INVALID_CURSOR_MESSAGE = 'The cursor is not valid for this list.';

interface GroupRow extends Omit<SignUpGroupView, 'sendableCount'> {
  readonly unlimited: boolean | null;
  readonly qtyInStock: number | null;
  readonly stockVersion: number | null;
  /** Notices queued at the variant's current stock level. */
  readonly queuedAtStock: number;
}

/** A group as owners see it: the stock restock holds and the notices queued at it give what a send would mail now. */
function groupView({ unlimited, qtyInStock, stockVersion, queuedAtStock, ...group }: GroupRow): SignUpGroupView {
  if (unlimited === null || qtyInStock === null || stockVersion === null) return { ...group, sendableCount: 0 };
  const stock = { unlimited, qtyInStock, version: stockVersion };
  return { ...group, sendableCount: noticesASendQueues(group.pendingCount, stock, { version: stockVersion, count: queuedAtStock }) };
}

function pageOf<Row>(rows: Row[], cursorOf: (row: Row) => readonly (string | number)[]): { rows: Row[]; hasNextPage: boolean; nextPageCursor: string | null } {
  const hasNextPage = rows.length > RESTOCK_PAGE_SIZE;
  const shown = rows.slice(0, RESTOCK_PAGE_SIZE);
  const last = shown[shown.length - 1];
  return { rows: shown, hasNextPage, nextPageCursor: hasNextPage && last ? encodeCursor(cursorOf(last)) : null };
}

function cursorKey(cursor: string | undefined, types: readonly ('string' | 'number')[]): unknown[] | undefined {
  const key = decodeCursor(cursor);
  if (key === undefined) return undefined;
  if (key === 'invalid' || key.length !== types.length || key.some((part, i) => typeof part !== types[i])) {
    throw new RestockError('invalid', INVALID_CURSOR_MESSAGE, 'cursor');
  }
  return key;
}

/** The owner's restock lists, read from the sign-ups projection in a stable order. */
@Injectable()
export class SignUpQueries implements SignUpTokens {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** One group per product and variant with sign-ups, ordered by product then variant id, with what a send would mail now. */
  async groups(websiteId: string, cursor?: string) {
    const after = cursorKey(cursor, ['string', 'string']);
    const rows: GroupRow[] = await this.dataSource.query(
      `SELECT s.product_id AS "productId", s.variant_id AS "variantId",
              count(*) FILTER (WHERE s.status = 'waiting')::int AS "pendingCount", count(*)::int AS "totalCount",
              v.unlimited, v.qty_in_stock AS "qtyInStock", v.stock_version AS "stockVersion",
              count(*) FILTER (WHERE s.queued_stock_version = v.stock_version)::int AS "queuedAtStock"
       FROM restock_sign_ups s LEFT JOIN restock_stock_variants v ON v.variant_id = s.variant_id AND v.website_id = s.website_id
       WHERE s.website_id = $1 AND ($2::text IS NULL OR (s.product_id, s.variant_id) > ($2, $3))
       GROUP BY s.product_id, s.variant_id, v.unlimited, v.qty_in_stock, v.stock_version ORDER BY s.product_id, s.variant_id LIMIT $4`,
      [websiteId, after?.[0] ?? null, after?.[1] ?? null, RESTOCK_PAGE_SIZE + 1],
    );
    return pageOf(rows.map(groupView), (row) => [row.productId, row.variantId]);
  }

  /** A variant's sign-ups, oldest first (the order sends notify them in). */
  async signUps(websiteId: string, productId: string, variantId: string, cursor?: string) {
    const after = cursorKey(cursor, ['number']);
    const rows: Array<SignUpView & { position: number }> = await this.dataSource.query(
      `SELECT sign_up_id AS id, product_id AS "productId", variant_id AS "variantId", email, join_mailing_list AS "isJoinMailingList", language,
              to_char(signed_up_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdOn", status, position
       FROM restock_sign_ups WHERE website_id = $1 AND product_id = $2 AND variant_id = $3 AND position > $4
       ORDER BY position LIMIT $5`,
      [websiteId, productId, variantId, after?.[0] ?? 0, RESTOCK_PAGE_SIZE + 1],
    );
    const page = pageOf(rows, (row) => [row.position]);
    return { ...page, rows: page.rows.map(({ position: _position, ...view }) => view) };
  }

  /** The site's latest restock mails in the outbox, with their delivery state. */
  restockMails(websiteId: string): Promise<OutboxMail[]> {
    return listOutbox(this.dataSource, { websiteId, source: RESTOCK_MAIL_SOURCE, limit: RESTOCK_PAGE_SIZE });
  }

  /** Every restock mail of the site by state: how far its sends have got. */
  restockMailCounts(websiteId: string): Promise<Record<MailStatus, number>> {
    return outboxCounts(this.dataSource, { websiteId, source: RESTOCK_MAIL_SOURCE });
  }

  async signUpOfToken(unsubscribeToken: string): Promise<{ variantId: string; signUpId: string } | undefined> {
    const rows: Array<{ variantId: string; signUpId: string }> = await this.dataSource.query(
      'SELECT variant_id AS "variantId", sign_up_id AS "signUpId" FROM restock_sign_ups WHERE unsubscribe_token = $1',
      [unsubscribeToken],
    );
    return rows[0];
  }
}
