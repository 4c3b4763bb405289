import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { decodeEvent, EVENT_TOPICS } from '@mercato/contracts';
import type { LogRecord, Projection } from '@mercato/event-log';
import type { SiteResolver } from '@mercato/http';
import { savedStoreSettings, type StoreSettings } from '@mercato/spec';
import { storeSettingsOf, type SiteDirectory, type SiteFacts } from '@mercato/sites/ports';

/**
 * Distributed mode: the websites a service serves (hosts, time zone, store settings), from the sites
 * topic, in that service's own database. Its name and tables keep the `catalog` of the service that
 * first kept it: the name keys the applied versions and the Kafka consumer group of deployed services.
 */
export const siteDirectoryProjection: Projection = {
  name: 'catalog-site-directory',
  topics: [EVENT_TOPICS.sites],
  tables: ['catalog_site_hosts', 'catalog_sites'],
  async apply(record: LogRecord, manager: EntityManager): Promise<void> {
    const event = decodeEvent(record.eventType, record.data);
    switch (event.$typeName) {
      case 'mercato.sites.v1.SiteCreated':
        await manager.query('INSERT INTO catalog_sites (website_id, currency, time_zone) VALUES ($1, $2, $3)', [event.websiteId, event.currency, event.timeZone]);
        // The sites service never lets two sites claim one host; should a topic ever say otherwise
        // (two environments on one broker), the later claim wins rather than stalling the consumer.
        await manager.query(
          `INSERT INTO catalog_site_hosts (hostname, website_id) SELECT unnest($1::text[]), $2
           ON CONFLICT (hostname) DO UPDATE SET website_id = EXCLUDED.website_id`,
          [event.hostnames, event.websiteId],
        );
        return;
      case 'mercato.sites.v1.StoreSettingsUpdated':
        await manager.query('UPDATE catalog_sites SET currency = $2, store_settings = $3 WHERE website_id = $1', [event.websiteId, event.currency, JSON.stringify(storeSettingsOf(event))]);
        return;
      default:
        return;
    }
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

  async siteFacts(websiteId: string): Promise<SiteFacts | null> {
    const rows: { currency: string; time_zone: string; store_settings: Partial<StoreSettings> | null }[] = await this.dataSource.query(
      'SELECT currency, time_zone, store_settings FROM catalog_sites WHERE website_id = $1',
      [websiteId],
    );
    const site = rows[0];
    if (!site) return null;
    return { websiteId, timeZone: site.time_zone, storeSettings: savedStoreSettings(site.store_settings ?? {}, site.currency) };
  }
}
