import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SiteUserListing } from '@mercato/site-users/views';

export type { SiteUserListing } from '@mercato/site-users/views';

/** The console's Members page holds at most this many rows: a search narrows it down. */
export const MEMBER_LIST_LIMIT = 100;

/** The site's users for its owners: search by email, with their current memberships. */
@Injectable()
export class SiteUserDirectory {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async search(websiteId: string, search: string): Promise<SiteUserListing[]> {
    const pattern = `%${search.trim().toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const rows: { site_user_id: string; email: string; member_area_ids: string[] }[] = await this.dataSource.query(
      `SELECT c.site_user_id, c.email,
              coalesce(array_agg(m.member_area_id::text ORDER BY m.member_area_id) FILTER (WHERE m.member_area_id IS NOT NULL), '{}') AS member_area_ids
         FROM site_user_credentials c
         LEFT JOIN memberships m ON m.site_user_id = c.site_user_id AND (m.expires_at IS NULL OR m.expires_at > now())
        WHERE c.website_id = $1 AND c.email LIKE $2
        GROUP BY c.site_user_id, c.email ORDER BY c.email LIMIT ${MEMBER_LIST_LIMIT}`,
      [websiteId, pattern],
    );
    return rows.map((row) => ({ siteUserId: row.site_user_id, email: row.email, memberAreaIds: row.member_area_ids }));
  }
}
