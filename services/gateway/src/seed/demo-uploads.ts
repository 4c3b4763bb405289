import { setTimeout as delay } from 'node:timers/promises';
import { HttpMessages } from '@mercato/http';
import type { Logger } from '@mercato/observability';
import type { DemoSite } from '@mercato/sites/seed';
import { type DemoPicture, drawDemoPicture } from './demo-pictures';
import type { DemoApi } from './demo-seed';

export interface DemoProductImage {
  readonly assetUrl: string;
  readonly altText: string;
  readonly title: string;
  readonly originalSize: string;
}

/** How long an upload waits for the media service to learn of the site (distributed mode: from the sites topic). */
const SITE_KNOWN_DEADLINE_MS = 120_000;

/**
 * Draws each picture and uploads it through the owner media API, as the console does; answers
 * the product images. Without a media service (proxy mode with MEDIA_SERVICE_URL unset) the
 * products are seeded without pictures; a media service that does not know the site yet (its
 * sites topic lags the catalog's) is waited for.
 */
export async function uploadDemoPictures(
  api: DemoApi,
  site: DemoSite,
  cookie: string,
  pictures: ReadonlyArray<{ readonly name: DemoPicture; readonly altText: string }>,
  logger: Logger,
): Promise<DemoProductImage[]> {
  const images: DemoProductImage[] = [];
  for (const picture of pictures) {
    const form = new FormData();
    form.append('title', picture.altText);
    form.append('file', new Blob([new Uint8Array(await drawDemoPicture(picture.name))], { type: 'image/jpeg' }), `${picture.name}.jpg`);
    const upload = () => (api.fetch ?? fetch)(`${api.origin}/api/owner/media/assets`, { method: 'POST', headers: { 'x-forwarded-host': site.hostnames[0]!, cookie }, body: form });
    const deadline = Date.now() + SITE_KNOWN_DEADLINE_MS;
    let response = await upload();
    while (response.status === 404 && (await siteUnknown(response)) && Date.now() < deadline) {
      await delay(250);
      response = await upload();
    }
    if (response.status === 404) {
      logger.warn({ websiteId: site.websiteId }, 'demo seed: no media service answers, products are seeded without pictures');
      return [];
    }
    if (response.status !== 201) throw new Error(`demo seed: uploading ${picture.name} answered ${response.status} ${await response.text()}`);
    const asset = (await response.json()) as { assetUrl: string; originalSize: string };
    images.push({ assetUrl: asset.assetUrl, altText: picture.altText, title: picture.altText, originalSize: asset.originalSize });
  }
  return images;
}

/** Whether a 404 is the media service's "Site not found" (it has not learnt of the site yet), not a missing route. */
async function siteUnknown(response: Response): Promise<boolean> {
  const body = (await response.clone().json().catch(() => ({}))) as { message?: unknown };
  return body.message === HttpMessages.SITE_NOT_FOUND;
}
