import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Open shopping carts of a site in one currency: how many, how many units, what they are worth. */
export interface OpenCartsValue {
  readonly currency: string;
  readonly openCarts: number;
  readonly units: number;
  readonly valueCents: number;
}

/** Analysts' questions about carts, answered from the cart-overview projection. */
@Injectable()
export class CartOverviewQueries {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Open shopping carts with at least one entry (subscription carts left out), per currency. */
  async openCartsOf(websiteId: string): Promise<OpenCartsValue[]> {
    const rows: Array<{ currency: string; open_carts: number; units: string; value_cents: string }> = await this.dataSource.query(
      `SELECT c.currency, count(DISTINCT c.cart_id)::int AS open_carts, sum(e.quantity)::text AS units, sum(e.quantity * e.unit_price_cents)::text AS value_cents
         FROM cart_analytics_carts c JOIN cart_analytics_entries e ON e.cart_id = c.cart_id
        WHERE c.website_id = $1 AND c.status = 'open' AND c.kind = 'shopping'
        GROUP BY c.currency ORDER BY c.currency`,
      [websiteId],
    );
    return rows.map((row) => ({ currency: row.currency, openCarts: row.open_carts, units: Number(row.units), valueCents: Number(row.value_cents) }));
  }
}
