import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import sharp from 'sharp';
import { ContributorService } from '@mercato/accounts/application';
import { createTestDatabase } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { RESPONSIVE_IMAGE_WIDTHS } from '@mercato/spec';
import { quarteredImage } from '@mercato/media/testing/images';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient, type ApiClient } from './support/api-client';
import { testSiteCommand } from './support/fixtures';
import { MEDIA_OWNER, createMediaOwner, fetchImage, uploadImage } from './support/media';

/**
 * Spec §3 image assets and §9 galleries through the gateway, files on the local disk: uploads and
 * their refusals (the spec's messages), every rendition served with a year's immutable caching,
 * galleries whose options are checked at the owner API.
 */
const WEBSITE = 'media-site';
const HOST = 'media-shop.localhost';
const MAX_UPLOAD_BYTES = 300_000;
const RED = [200, 20, 20] as const;
const GREEN = [20, 200, 20] as const;
const BLUE = [20, 20, 200] as const;
const WHITE = [250, 250, 250] as const;

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let mediaDir: string;
let call: ApiClient['call'];
let owner: string;
let photo: Record<string, unknown>;

const upload = (file: { bytes: Buffer; fileName: string; type: string }, fields: Record<string, string> = {}) => uploadImage(gateway.url, HOST, owner, file, fields);

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  mediaDir = await mkdtemp(join(tmpdir(), 'mercato-media-'));
  gateway = await startGateway(
    runtimeConfigFromEnv('integration', {
      ...process.env,
      DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-media-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('media-api'),
      MEDIA_DIR: mediaDir, MEDIA_MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES),
    }),
  );
  ({ call } = apiClient(gateway.url, HOST));
  await gateway.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
  await createMediaOwner(gateway.app.get(ContributorService), WEBSITE);
  owner = await apiClient(gateway.url, HOST).login(MEDIA_OWNER);
  const uploaded = await upload({ bytes: await quarteredImage(1200, 800, [RED, GREEN, BLUE, WHITE]), fileName: 'Summer Hat.png', type: 'image/png' }, { title: 'A straw hat' });
  expect(uploaded.status).toBe(201);
  photo = uploaded.body;
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
  await rm(mediaDir, { recursive: true, force: true });
});

/** Whether a colorData hex is within a few steps of `rgb` on each channel. */
const nearColour = (hex: string, rgb: readonly number[]) => rgb.every((channel, index) => Math.abs(Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16) - channel) <= 12);

const storedFiles = async () => (await readdir(mediaDir, { recursive: true })).filter((name) => !name.endsWith('.type'));

describe('image uploads (spec §3 image asset)', () => {
  it('answers the asset: its URL, size, centred focal point, colour averages, variants and the alt fallback', () => {
    expect(photo).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      assetUrl: `/api/media/${String(photo.id)}/summer-hat.png`,
      originalSize: '1200x800',
      mediaFocalPoint: { x: 0.5, y: 0.5 },
      colorData: expect.any(Object),
      systemDataVariants: '1200x800,100w,300w,500w,750w,1000w',
      title: 'A straw hat',
      body: '',
      filename: 'Summer Hat.png',
      altText: 'A straw hat',
      tone: { light: expect.any(Boolean), dark: expect.any(Boolean) },
    });
    // Read from a thumbnail: the quarters' edges blend a little.
    const colours = photo.colorData as Record<string, string>;
    expect(nearColour(colours.topLeftAverage!, RED)).toBe(true);
    expect(nearColour(colours.topRightAverage!, GREEN)).toBe(true);
    expect(nearColour(colours.bottomLeftAverage!, BLUE)).toBe(true);
    expect(nearColour(colours.bottomRightAverage!, WHITE)).toBe(true);
    // The centre takes a quarter of each.
    expect(nearColour(colours.centerAverage!, [123, 123, 123])).toBe(true);
  });

  it('lists the upload for the owner, and lets the owner set alt text, then fall back again', async () => {
    const listed = await call('GET', '/api/owner/media/assets', { cookie: owner });
    expect(listed.body).toContainEqual(photo);
    const described = await call('PATCH', `/api/owner/media/assets/${String(photo.id)}`, { cookie: owner, body: { altText: '', focalPoint: { x: 0.2, y: 0.9 } } });
    expect(described.body).toMatchObject({ altText: '', mediaFocalPoint: { x: 0.2, y: 0.9 } });
    const untitled = await call('PATCH', `/api/owner/media/assets/${String(photo.id)}`, { cookie: owner, body: { altText: null, title: '', body: '<p>Straw <b>hat</b> on sand</p>' } });
    expect(untitled.body.altText).toBe('Straw hat on sand');
  });

  it('keeps images for owners: no session answers 401, another site cannot read the asset', async () => {
    const anonymous = await fetch(`${gateway.url}/api/owner/media/assets`, { method: 'POST', headers: { 'x-forwarded-host': HOST } });
    expect(anonymous.status).toBe(401);
    expect((await call('GET', '/api/owner/media/assets/00000000-0000-4000-8000-000000000000', { cookie: owner })).status).toBe(404);
  });
});

describe('upload refusals (spec §5 interface messages; nothing stored)', () => {
  it('refuses a file over the limit with the spec’s wording and the limit in §9 units', async () => {
    const before = await storedFiles();
    const noisy = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    expect(noisy.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const answer = await upload({ bytes: noisy, fileName: 'noise.png', type: 'image/png' });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ message: 'The file noise.png is too large. The maximum allowed file size is 292.97 KB.', errors: { file: 'The file noise.png is too large. The maximum allowed file size is 292.97 KB.' } });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a declared type that is no image, and bytes that are no image whatever they claim', async () => {
    const before = await storedFiles();
    const pdf = await upload({ bytes: Buffer.from('%PDF-1.7 not an image'), fileName: 'price list.pdf', type: 'application/pdf' });
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe('The file price list.pdf does not appear to be a supported image file.');
    const disguised = await upload({ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), fileName: 'logo.png', type: 'image/png' });
    expect(disguised.status).toBe(400);
    expect(disguised.body.message).toBe('The file logo.png does not appear to be a supported image file.');
    expect(await storedFiles()).toEqual(before);
  });

  it('asks for the file when the body carries none', async () => {
    const answer = await fetch(`${gateway.url}/api/owner/media/assets`, { method: 'POST', headers: { 'x-forwarded-host': HOST, cookie: owner, 'content-type': 'application/json' }, body: '{}' });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe('Send a multipart/form-data body with the image in a field named "file".');
  });
});

describe('serving (spec §9 responsive widths, WebP and the original format)', () => {
  const path = () => String(photo.assetUrl);

  it('serves the original as uploaded, cached for a year as immutable', async () => {
    const original = await fetchImage(gateway.url, path());
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(original.headers.get('vary')).toMatch(/Accept/);
    expect(await sharp(original.bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 800 });
  });

  it.each([100, 300, 500, 750, 1000])('serves the %dw variant in the original format, and in WebP to a browser that takes it', async (width) => {
    const png = await fetchImage(gateway.url, `${path()}?format=${width}w`);
    expect(await sharp(png.bytes).metadata()).toMatchObject({ format: 'png', width, height: Math.round((width * 800) / 1200) });
    const webp = await fetchImage(gateway.url, `${path()}?format=${width}w`, true);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(webp.bytes).metadata()).toMatchObject({ format: 'webp', width });
  });

  it('makes every §9 width, 1500w and 2500w too, from an image wider than the largest, in both formats', async () => {
    // JPEG: a photo's format, and small enough for the upload limit at this size.
    const wide = await upload({ bytes: await quarteredImage(2600, 1300, [RED, GREEN, BLUE, WHITE], 'jpeg'), fileName: 'Panorama.jpg', type: 'image/jpeg' });
    expect(wide.status).toBe(201);
    expect(wide.body).toMatchObject({ originalSize: '2600x1300', systemDataVariants: `2600x1300,${RESPONSIVE_IMAGE_WIDTHS.map((width) => `${width}w`).join(',')}` });
    for (const width of RESPONSIVE_IMAGE_WIDTHS) {
      const jpeg = await fetchImage(gateway.url, `${String(wide.body.assetUrl)}?format=${width}w`);
      expect(jpeg.status).toBe(200);
      expect(await sharp(jpeg.bytes).metadata()).toMatchObject({ format: 'jpeg', width, height: width / 2 });
      const webp = await fetchImage(gateway.url, `${String(wide.body.assetUrl)}?format=${width}w`, true);
      expect(webp.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await sharp(webp.bytes).metadata()).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
  });

  it('answers a width above the original with the full size, and refuses a width the spec does not list', async () => {
    expect(await sharp((await fetchImage(gateway.url, `${path()}?format=2500w`, true)).bytes).metadata()).toMatchObject({ format: 'webp', width: 1200 });
    const odd = await fetchImage(gateway.url, `${path()}?format=400w`);
    expect(odd.status).toBe(400);
    expect((await fetchImage(gateway.url, `/api/media/${String(photo.id)}/other-name.png`)).status).toBe(404);
    expect((await fetchImage(gateway.url, '/api/media/not-an-id/summer-hat.png')).status).toBe(404);
  });
});

describe('galleries (spec §9 options, defaults and ranges at the owner API)', () => {
  it('fills the defaults, serves the block with its images, and re-renders on a change', async () => {
    const created = await call('POST', '/api/owner/media/galleries', { cookie: owner, body: { title: 'Summer', assetIds: [photo.id], options: { design: 'carousel', autoplay: true } } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Summer',
      blockVariant: 1002,
      revision: 1,
      options: { design: 'slider', autoplay: true, 'autoplay-duration': 5, padding: 20, 'thumbnails-per-row': 4, lightboxTheme: 'dark', 'max-width': 300 },
    });
    const block = await call('GET', `/api/storefront/galleries/${String(created.body.galleryId)}`);
    expect(block.body.images).toEqual([expect.objectContaining({ id: photo.id, assetUrl: photo.assetUrl, originalSize: '1200x800' })]);
    const changed = await call('PUT', `/api/owner/media/galleries/${String(created.body.galleryId)}`, { cookie: owner, body: { title: 'Summer', assetIds: [photo.id], options: { design: 'stacked', padding: 0 } } });
    expect(changed.body).toMatchObject({ revision: 2, blockVariant: 1004, options: { design: 'stacked', padding: 0, autoplay: false } });
  });

  it('refuses out-of-range options and images of no such asset, naming each, and stores nothing', async () => {
    const before = await call('GET', '/api/owner/media/galleries', { cookie: owner });
    const refused = await call('POST', '/api/owner/media/galleries', {
      cookie: owner,
      body: { title: 'Bad', assetIds: ['00000000-0000-4000-8000-000000000000'], options: { 'autoplay-duration': 0, 'max-width': 301, 'meta-position': 'middle' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      'options.autoplay-duration': 'autoplay-duration must be a whole number from 1 to 10.',
      'options.max-width': 'max-width must be a whole number from 100 to 300.',
      'options.meta-position': 'middle is not one of the expected options',
      assetIds: 'No image 00000000-0000-4000-8000-000000000000 on this site.',
    });
    expect((await call('GET', '/api/owner/media/galleries', { cookie: owner })).body).toEqual(before.body);
  });
});
