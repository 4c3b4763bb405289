import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { decodeEvent, EVENT_TOPICS } from '@mercato/contracts';
import type { LogRecord, Projection } from '@mercato/event-log';
import type { SiteResolver } from '@mercato/http';
import { productPageSiteContext, type ProductPageSiteContext, type SiteDirectory } from '@mercato/catalog/application';

/** Distributed mode: the websites this service serves (hosts, currency, time zone), from the sites topic. */
export const siteDirectoryProjection: Projection = {
  name: 'catalog-site-directory',
  topics: [EVENT_TOPICS.sites],
  tables: ['catalog_site_hosts', 'catalog_sites'],
  async apply(record: LogRecord, manager: EntityManager): Promise<void> {
    const event = decodeEvent(record.eventType, record.data);
    if (event.$typeName !== 'mercato.sites.v1.SiteCreated') return;
    await manager.query('INSERT INTO catalog_sites (website_id, currency, time_zone) VALUES ($1, $2, $3)', [event.websiteId, event.currency, event.timeZone]);
    // The sites service never lets two sites claim one host; should a topic ever say otherwise
    // (two environments on one broker), the later claim wins rather than stalling the consumer.
    await manager.query(
      `INSERT INTO catalog_site_hosts (hostname, website_id) SELECT unnest($1::text[]), $2
       ON CONFLICT (hostname) DO UPDATE SET website_id = EXCLUDED.website_id`,
      [event.hostnames, event.websiteId],
    );
  },
};

/** SITE_DIRECTORY and SITE_RESOLVER answered from `siteDirectoryProjection`'s tables. */
@Injectable()
export class SiteDirectoryReadModel implements SiteDirectory, SiteResolver {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async resolveHost(host: string): Promise<{ websiteId: string } | null> {
    const rows: { website_id: string }[] = await this.dataSource.query('SELECT website_id FROM catalog_site_hosts WHERE hostname = $1', [host]);
    return rows[0] ? { websiteId: rows[0].website_id } : null;
  }

  async currencyOf(websiteId: string): Promise<string | null> {
    return (await this.siteOf(websiteId))?.currency ?? null;
  }

  async productPageContextOf(websiteId: string): Promise<ProductPageSiteContext | null> {
    const site = await this.siteOf(websiteId);
    return site ? productPageSiteContext(websiteId, site.time_zone) : null;
  }

  private async siteOf(websiteId: string): Promise<{ currency: string; time_zone: string } | undefined> {
    const rows: { currency: string; time_zone: string }[] = await this.dataSource.query('SELECT currency, time_zone FROM catalog_sites WHERE website_id = $1', [websiteId]);
    return rows[0];
  }
}
