import type { ContributorService } from '@mercato/accounts/application';
import { ContributorRole, ProductType } from '@mercato/spec';
import { CreateSiteCommand } from '@mercato/sites/application';
import { MAIN_NAVIGATION } from '@mercato/sites/domain';
import type { DataSource } from 'typeorm';
import type { ApiClient } from './api-client';

export const OWNER = { email: 'owner@it.test', password: 'correct horse battery' };
export const VIEWER = { email: 'viewer@it.test', password: 'another good password' };

/** A USD site on `host` whose main navigation has one external link, "/about". */
export function testSiteCommand(websiteId: string, host: string): CreateSiteCommand {
  return new CreateSiteCommand({
    websiteId,
    title: 'Integration Store',
    hostnames: [host],
    currency: 'USD',
    timeZone: 'Europe/Paris',
    templateId: 'tpl-1',
    locale: 'en-US',
    header: { title: 'Integration Store', tagline: '' },
    footer: { text: '' },
    navigations: [{ fieldName: MAIN_NAVIGATION, title: 'Main', items: [{ externalLink: '/about', title: 'About' }] }],
  });
}

/** OWNER may write the catalog of `websiteId` (store manager); VIEWER may only log in. */
export async function createTestContributors(contributors: ContributorService, websiteId: string): Promise<void> {
  await contributors.create({ ...OWNER, displayName: 'Owner', roles: [{ websiteId, role: ContributorRole.STORE_MANAGER }] });
  await contributors.create({ ...VIEWER, displayName: 'Viewer', roles: [{ websiteId, role: ContributorRole.VIEWER }] });
}

export const storeCollectionsPath = (websiteId: string) => `/api/content-service/product/1.1/websites/${websiteId}/products`;

/**
 * Spec §4 store creation as the owner's browser does it: the collection, its root category, then
 * first place in the main navigation. Answers the collection's id and URL id.
 */
export async function createStore(call: ApiClient['call'], cookie: string, websiteId: string): Promise<{ id: string; urlId: string }> {
  const created = await call('POST', storeCollectionsPath(websiteId), {
    cookie,
    body: { navigationTitle: 'Shop', title: 'Shop', urlId: 'shop', description: 'All of it', enabled: true },
  });
  expect(created.status).toBe(201);
  const category = await call('POST', `${storeCollectionsPath(websiteId)}/${created.body.id}/categories`, {
    cookie,
    body: { displayName: 'Shop', type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 },
  });
  expect(category.status).toBe(201);
  const layout = await call('GET', '/api/commondata/GetSiteLayout', { cookie });
  expect(layout.status).toBe(200);
  const main = layout.body.navigations.find((navigation: { fieldName: string }) => navigation.fieldName === MAIN_NAVIGATION);
  const items = [{ collectionId: created.body.id }, ...main.links];
  const updated = await call('POST', '/api/widget/UpdateNavigation', { cookie, body: { fieldName: MAIN_NAVIGATION, templateId: layout.body.templateId, navigation: { items } } });
  expect(updated.status).toBe(200);
  return { id: created.body.id, urlId: created.body.urlId };
}

/** A physical product, $1,234.56, in red (3 in stock) and grey (unlimited). */
export const WOOL_SCARF = {
  title: 'Wool Scarf',
  productType: ProductType.PHYSICAL,
  variantOptionOrdering: ['Color'],
  variants: [
    { sku: 'SCARF-RED', priceCents: 123456, qtyInStock: 3, optionValues: [{ optionName: 'Color', value: 'Red' }] },
    { sku: 'SCARF-GREY', priceCents: 123456, unlimited: true, optionValues: [{ optionName: 'Color', value: 'Grey' }] },
  ],
};

/** The inventory endpoint's results as [sku, unlimited, qtyInStock] rows. */
export const stockRows = (body: { results: Array<{ sku: string; unlimited: boolean; qtyInStock: number }> }) =>
  body.results.map((row) => [row.sku, row.unlimited, row.qtyInStock]);

/** The types of the events a stream recorded, oldest first: a refused command must leave none. */
export async function recordedEventTypes(dataSource: DataSource, streamId: string): Promise<Array<{ type: string }>> {
  return (await dataSource.query(`SELECT event_type AS "type" FROM es_events WHERE stream_id = $1 ORDER BY stream_version`, [streamId])) as Array<{ type: string }>;
}
