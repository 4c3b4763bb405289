import type { Logger } from '@mercato/observability';
import { MAIN_NAVIGATION } from '@mercato/sites/domain';
import { DEMO_SITES } from '@mercato/sites/seed';
import { siteApi, type DemoApi } from './demo-seed';

/**
 * The gallery half of the demo seed, on the first demo site: every uploaded picture in a grid
 * gallery whose images open in the lightbox, linked from the main navigation. Left as it is when
 * the site has a gallery, or has no images (no media service).
 */
export async function seedDemoGallery(api: DemoApi, logger: Logger): Promise<void> {
  const site = DEMO_SITES[0]!;
  let cookie = '';
  const { call, expectOk, login } = siteApi(api, site, () => cookie);
  cookie = await login();
  const galleries = await call('GET', '/api/owner/media/galleries');
  if (galleries.status !== 200 || (galleries.body as unknown as unknown[]).length > 0) return;
  const assets = (await expectOk('GET', '/api/owner/media/assets')).body as unknown as Array<{ id: string }>;
  if (assets.length === 0) return;
  const gallery = (
    await expectOk('POST', '/api/owner/media/galleries', {
      title: 'Lookbook',
      assetIds: assets.map((asset) => asset.id).reverse(),
      options: { design: 'grid', lightbox: true, 'thumbnails-per-row': 4, padding: 12 },
    })
  ).body as { galleryId: string };
  const layout = (await expectOk('GET', '/api/commondata/GetSiteLayout')).body as { templateId: string; navigations: Array<{ fieldName: string; links: unknown[] }> };
  const links = layout.navigations.find((navigation) => navigation.fieldName === MAIN_NAVIGATION)?.links ?? [];
  await expectOk('POST', '/api/widget/UpdateNavigation', { fieldName: MAIN_NAVIGATION, templateId: layout.templateId, navigation: { items: [...links, { externalLink: `/gallery/${gallery.galleryId}`, title: 'Lookbook' }] } });
  logger.info({ websiteId: site.websiteId }, 'seeded the demo gallery');
}
