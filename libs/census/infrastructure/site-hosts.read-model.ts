import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { decodeEvent, EVENT_TOPICS } from '@mercato/contracts';
import type { LogRecord, Projection } from '@mercato/event-log';
import type { SiteResolver } from '@mercato/http';

/** Distributed mode: the hosts of every website, from the sites topic; all census needs to know of a site. */
export const censusSiteHostsProjection: Projection = {
  name: 'census-site-hosts',
  topics: [EVENT_TOPICS.sites],
  tables: ['census_site_hosts'],
  async apply(record: LogRecord, manager: EntityManager): Promise<void> {
    const event = decodeEvent(record.eventType, record.data);
    if (event.$typeName !== 'mercato.sites.v1.SiteCreated') return;
    // The later claim of a host wins rather than stalling the consumer (two environments on one broker).
    await manager.query(
      `INSERT INTO census_site_hosts (hostname, website_id) SELECT unnest($1::text[]), $2
       ON CONFLICT (hostname) DO UPDATE SET website_id = EXCLUDED.website_id`,
      [event.hostnames, event.websiteId],
    );
  },
};

/** SITE_RESOLVER from `censusSiteHostsProjection`'s table. */
@Injectable()
export class CensusSiteHosts implements SiteResolver {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async resolveHost(host: string): Promise<{ websiteId: string } | null> {
    const rows: { website_id: string }[] = await this.dataSource.query('SELECT website_id FROM census_site_hosts WHERE hostname = $1', [host]);
    return rows[0] ? { websiteId: rows[0].website_id } : null;
  }
}
