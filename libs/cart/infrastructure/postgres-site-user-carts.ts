import type { DataSource } from 'typeorm';
import type { SiteUserCarts } from '@mercato/cart/application';

/** SiteUserCarts on cart_site_user_carts. */
export class PostgresSiteUserCarts implements SiteUserCarts {
  constructor(private readonly dataSource: DataSource) {}

  async cartOf(websiteId: string, siteUserId: string): Promise<string | undefined> {
    const rows: { cart_id: string }[] = await this.dataSource.query('SELECT cart_id FROM cart_site_user_carts WHERE website_id = $1 AND site_user_id = $2', [websiteId, siteUserId]);
    return rows[0]?.cart_id;
  }

  async ownerOf(cartId: string): Promise<string | undefined> {
    const rows: { site_user_id: string }[] = await this.dataSource.query('SELECT site_user_id FROM cart_site_user_carts WHERE cart_id = $1', [cartId]);
    return rows[0]?.site_user_id;
  }

  async claim(websiteId: string, siteUserId: string, cartId: string, replacing?: string): Promise<string> {
    await this.dataSource.query(
      `INSERT INTO cart_site_user_carts (website_id, site_user_id, cart_id) VALUES ($1, $2, $3)
       ON CONFLICT (website_id, site_user_id) DO UPDATE SET cart_id = EXCLUDED.cart_id WHERE cart_site_user_carts.cart_id = $4`,
      [websiteId, siteUserId, cartId, replacing ?? null],
    );
    return (await this.cartOf(websiteId, siteUserId))!;
  }
}
