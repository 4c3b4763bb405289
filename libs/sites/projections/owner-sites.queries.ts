import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CurrencyCode } from '@mercato/spec';
import type { OwnedSiteView } from '@mercato/views';

/** A website as its owners pick it in the console: its name and where it answers. */
export type OwnedSiteRow = Omit<OwnedSiteView, 'roles' | 'access'>;

@Injectable()
export class OwnerSiteQueries {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The named websites that exist, by title, each with its hostnames in order. */
  async sitesByIds(websiteIds: readonly string[]): Promise<OwnedSiteRow[]> {
    if (websiteIds.length === 0) return [];
    const rows: Array<{ website_id: string; title: string; currency: CurrencyCode; hostnames: string[] | null }> = await this.dataSource.query(
      `SELECT s.website_id, s.title, s.currency,
              (SELECT array_agg(h.hostname ORDER BY h.hostname) FROM site_hosts h WHERE h.website_id = s.website_id) AS hostnames
         FROM sites s WHERE s.website_id = ANY($1::text[]) ORDER BY s.title, s.website_id`,
      [websiteIds],
    );
    return rows.map((row) => ({ websiteId: row.website_id, title: row.title, currency: row.currency, hostnames: row.hostnames ?? [] }));
  }
}
