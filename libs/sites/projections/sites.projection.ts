import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { decodeEvent, EVENT_TOPICS, type NavigationItem } from '@mercato/contracts';
import type { LogRecord, Projection } from '@mercato/event-log';
import { savedStoreSettings, type CurrencyCode, type StoreSettings } from '@mercato/spec';
import type { SiteView } from '@mercato/views';
import { storeSettingsOf } from '@mercato/sites/ports';

type StoredNavigation = { fieldName: string; title: string; items: NavigationItem[] };

/** The storefront's site shell, from the sites topic and the store collections of the catalog topic. */
export const sitesProjection: Projection = {
  name: 'sites',
  topics: [EVENT_TOPICS.sites, EVENT_TOPICS.catalog],
  tables: ['site_collection_links', 'sites'],
  async apply(record: LogRecord, manager: EntityManager): Promise<void> {
    const event = decodeEvent(record.eventType, record.data);
    switch (event.$typeName) {
      case 'mercato.sites.v1.SiteCreated':
        await manager.query(
          `INSERT INTO sites (website_id, title, currency, time_zone, locale, template_id, header, footer, navigations, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            event.websiteId,
            event.title,
            event.currency,
            event.timeZone,
            event.locale,
            event.templateId,
            JSON.stringify({ title: event.header?.title ?? '', tagline: event.header?.tagline ?? '' }),
            JSON.stringify({ text: event.footer?.text ?? '' }),
            JSON.stringify(event.navigations.map((n) => ({ fieldName: n.fieldName, title: n.title, items: n.items.map(plainItem) }))),
            record.recordedAt,
          ],
        );
        return;
      case 'mercato.sites.v1.NavigationUpdated': {
        const rows: { navigations: StoredNavigation[] }[] = await manager.query('SELECT navigations FROM sites WHERE website_id = $1', [event.websiteId]);
        const navigations = (rows[0]?.navigations ?? []).map((n) => (n.fieldName === event.fieldName ? { ...n, items: event.items.map(plainItem) } : n));
        await manager.query('UPDATE sites SET navigations = $2 WHERE website_id = $1', [event.websiteId, JSON.stringify(navigations)]);
        return;
      }
      case 'mercato.sites.v1.StoreSettingsUpdated':
        await manager.query('UPDATE sites SET currency = $2, store_settings = $3 WHERE website_id = $1', [
          event.websiteId,
          event.currency,
          JSON.stringify(storeSettingsOf(event)),
        ]);
        return;
      case 'mercato.sites.v1.SiteHeaderFooterUpdated':
        await manager.query('UPDATE sites SET header = $2, footer = $3 WHERE website_id = $1', [
          event.websiteId,
          JSON.stringify({ title: event.header?.title ?? '', tagline: event.header?.tagline ?? '' }),
          JSON.stringify({ text: event.footer?.text ?? '' }),
        ]);
        return;
      case 'mercato.sites.v1.SiteLanguagesSet':
        await manager.query('UPDATE sites SET languages = $2 WHERE website_id = $1', [event.websiteId, JSON.stringify(event.languages.map(({ code, custom }) => ({ code, custom })))]);
        return;
      case 'mercato.sites.v1.MultilingualDisconnected':
        await manager.query(`UPDATE sites SET languages = '[]' WHERE website_id = $1`, [event.websiteId]);
        return;
      case 'mercato.catalog.v1.StoreCollectionCreated':
        await manager.query('INSERT INTO site_collection_links (collection_id, website_id, url_id, title) VALUES ($1, $2, $3, $4)', [
          event.collectionId,
          event.websiteId,
          event.urlId,
          event.navigationTitle,
        ]);
        return;
      default:
        return;
    }
  },
};

interface PlainItem {
  collectionId: string;
  externalLink: string;
  memberAreaId: string;
  title: string;
  children: PlainItem[];
}

function plainItem(item: NavigationItem): PlainItem {
  return { collectionId: item.collectionId, externalLink: item.externalLink, memberAreaId: item.memberAreaId, title: item.title, children: item.children.map(plainItem) };
}

/** GET /api/storefront/site, shared with the storefront through @mercato/views. */
export type StorefrontSiteView = SiteView;

@Injectable()
export class SiteQueries {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async storefrontSite(websiteId: string): Promise<Omit<StorefrontSiteView, 'experiments'> | null> {
    const rows: Array<{ website_id: string; template_id: string; title: string; currency: CurrencyCode; time_zone: string; locale: string; header: StorefrontSiteView['header']; footer: StorefrontSiteView['footer']; navigations: StoredNavigation[]; store_settings: Partial<StoreSettings> | null; languages: StorefrontSiteView['languages'] }> =
      await this.dataSource.query('SELECT * FROM sites WHERE website_id = $1', [websiteId]);
    const site = rows[0];
    if (!site) return null;
    const links: { collection_id: string; url_id: string; title: string }[] = await this.dataSource.query(
      'SELECT collection_id, url_id, title FROM site_collection_links WHERE website_id = $1',
      [websiteId],
    );
    const byId = new Map(links.map((link) => [link.collection_id, link]));
    const settings = savedStoreSettings(site.store_settings ?? {}, site.currency);
    const main = site.navigations.find((n) => n.fieldName === 'mainNav')?.items ?? [];
    return {
      websiteId: site.website_id,
      templateId: site.template_id,
      title: site.title,
      currency: settings.currency,
      timeZone: site.time_zone,
      locale: site.locale,
      header: site.header,
      footer: site.footer,
      navigation: main.flatMap((item) => {
        const link = item.collectionId ? byId.get(item.collectionId) : undefined;
        if (link) return [{ title: item.title || link.title, href: `/${link.url_id}`, collectionId: link.collection_id }];
        return item.externalLink ? [{ title: item.title || item.externalLink, href: item.externalLink, collectionId: '' }] : [];
      }),
      storeSettings: {
        useLightCart: settings.useLightCart,
        nativeReviewsEnabled: settings.nativeReviewsEnabled,
        importedReviewsEnabled: settings.importedReviewsEnabled,
        multipleQuantityAllowedForServices: settings.multipleQuantityAllowedForServices,
        minimumOrderSubtotalCents: settings.minimumOrderSubtotalCents,
        expressCheckout: settings.expressCheckout,
      },
      captchaSettings: { siteKey: settings.captchaSiteKey },
      useCLDRMoneyFormat: settings.useCLDRMoneyFormat,
      languages: site.languages,
    };
  }
}
