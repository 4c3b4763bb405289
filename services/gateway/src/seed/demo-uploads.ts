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

/**
 * Draws each picture and uploads it through the owner media API, as the console does; answers
 * the product images. Without a media service (proxy mode with MEDIA_SERVICE_URL unset) the
 * products are seeded without pictures.
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
    const response = await (api.fetch ?? fetch)(`${api.origin}/api/owner/media/assets`, {
      method: 'POST',
      headers: { 'x-forwarded-host': site.hostnames[0]!, cookie },
      body: form,
    });
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
