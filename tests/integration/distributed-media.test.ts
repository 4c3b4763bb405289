import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { CommandBus } from '@nestjs/cqrs';
import sharp from 'sharp';
import { ContributorService } from '@mercato/accounts/application';
import { quarteredImage } from '@mercato/media/testing/images';
import { createLogger } from '@mercato/observability';
import { runtimeConfigFromEnv, startService, type RunningService, type Runtime } from '@mercato/runtime';
import { ContributorRole } from '@mercato/spec';
import type { DemoSite } from '@mercato/sites/seed';
import { eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { proxyGateway } from '../../services/gateway/src/gateway';
import { uploadDemoPictures } from '../../services/gateway/src/seed/demo-uploads';
import { mediaService } from '../../services/media/src/media-service';
import { sitesService } from '../../services/sites/src/sites-service';
import { apiClient, type ApiClient } from './support/api-client';
import { distributedServices } from './support/distributed-services';
import { testSiteCommand } from './support/fixtures';
import { MEDIA_OWNER, fetchImage, uploadImage } from './support/media';

/**
 * Issue 17 in distributed mode: `services/media` behind the proxy gateway (MEDIA_SERVICE_URL), as
 * docker-compose.yml and deploy/k8s run it, its files in a folder of its own. An upload through the
 * gateway is stored by the media service and served back through the gateway; galleries too; the
 * demo seed's uploads wait for a media service that has not learnt of a new site yet. Kafka only,
 * as the media service learns sites from the sites topic.
 */
const onKafka = process.env.EVENT_TRANSPORT === 'kafka';
const describeOnKafka = onKafka ? describe : describe.skip;
const title = `distributed mode: images through the proxy gateway to the media service${onKafka ? '' : ' (skipped: needs EVENT_TRANSPORT=kafka)'}`;

const run = randomBytes(4).toString('hex');
const WEBSITE = `dist-media-${run}`;
const HOST = `dist-media-${run}.localhost`;
/** A site created only once an upload to it is under way. */
const LATE_WEBSITE = `dist-media-late-${run}`;
const LATE_HOST = `dist-media-late-${run}.localhost`;
const MAX_UPLOAD_BYTES = 300_000;
const services = distributedServices(run, testTopicPrefix('distributed-media'));

let sites: RunningService<Runtime>;
let media: RunningService<Runtime>;
let gateway: RunningService;
let mediaDir: string;
let call: ApiClient['call'];
let owner: string;

const storedFiles = async () => (await readdir(mediaDir, { recursive: true })).filter((name) => !name.endsWith('.type'));

describeOnKafka(title, () => {
  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'mercato-dist-media-'));
    sites = await startService(await services.config('sites'), sitesService);
    const mediaConfig = await services.config('media');
    media = await startService(
      { ...mediaConfig, media: { maxUploadBytes: MAX_UPLOAD_BYTES, storage: { kind: 'filesystem', dir: mediaDir } } },
      mediaService({ sitesServiceUrl: sites.url }),
    );
    gateway = await startService(runtimeConfigFromEnv('gateway', { ...process.env, PORT: '0' }), proxyGateway({ sites: sites.url, media: media.url }));
    ({ call } = apiClient(gateway.url, HOST));
    await sites.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
    await sites.app.get(ContributorService).create({
      ...MEDIA_OWNER,
      displayName: 'Media owner',
      roles: [WEBSITE, LATE_WEBSITE].map((websiteId) => ({ websiteId, role: ContributorRole.EDITOR })),
    });
    owner = await apiClient(gateway.url, HOST).login(MEDIA_OWNER);
    // The media service knows the host once the sites topic told it.
    await eventually(async () => expect((await call('GET', '/api/owner/media/assets', { cookie: owner })).status).toBe(200));
  }, 180_000);

  afterAll(async () => {
    await gateway?.stop();
    await media?.stop();
    await sites?.stop();
    await services.dropDatabases();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it("stores an upload in the media service's store and serves every width back through the gateway", async () => {
    const png = await quarteredImage(800, 600, [[200, 20, 20], [20, 200, 20], [20, 20, 200], [250, 250, 250]]);
    const uploaded = await uploadImage(gateway.url, HOST, owner, { bytes: png, fileName: 'Beach Towel.png', type: 'image/png' }, { title: 'A striped towel' });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ assetUrl: `/api/media/${String(uploaded.body.id)}/beach-towel.png`, originalSize: '800x600', systemDataVariants: '800x600,100w,300w,500w,750w', title: 'A striped towel' });
    expect(await storedFiles()).toEqual(expect.arrayContaining([join(String(uploaded.body.id), 'beach-towel.png'), join(String(uploaded.body.id), '500w.webp')]));

    const original = await fetchImage(gateway.url, String(uploaded.body.assetUrl));
    expect(original.status).toBe(200);
    expect(original.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(original.bytes.equals(png)).toBe(true);
    const narrow = await fetchImage(gateway.url, `${String(uploaded.body.assetUrl)}?format=300w`, true);
    expect(narrow.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(narrow.bytes).metadata()).toMatchObject({ format: 'webp', width: 300, height: 225 });
  });

  it("refuses an upload over the media service's limit with the spec's wording, storing nothing", async () => {
    const before = await storedFiles();
    const noisy = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    expect(noisy.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const answer = await uploadImage(gateway.url, HOST, owner, { bytes: noisy, fileName: 'noise.png', type: 'image/png' });
    expect(answer).toMatchObject({ status: 413, body: { message: 'The file noise.png is too large. The maximum allowed file size is 292.97 KB.' } });
    expect(await storedFiles()).toEqual(before);
  });

  it("serves a gallery of the uploaded images to the storefront through the gateway", async () => {
    const jpeg = await quarteredImage(640, 480, [[10, 10, 10], [90, 90, 90], [170, 170, 170], [250, 250, 250]], 'jpeg');
    const uploaded = await uploadImage(gateway.url, HOST, owner, { bytes: jpeg, fileName: 'greys.jpg', type: 'image/jpeg' });
    const created = await call('POST', '/api/owner/media/galleries', { cookie: owner, body: { title: 'Greys', assetIds: [uploaded.body.id], options: { design: 'grid', lightbox: true } } });
    expect(created.status).toBe(201);
    const block = await call('GET', `/api/storefront/galleries/${String(created.body.galleryId)}`);
    expect(block.status).toBe(200);
    expect(block.body).toMatchObject({ title: 'Greys', options: { design: 'grid', lightbox: true } });
    expect((block.body.images as Array<{ assetUrl: string }>).map((image) => image.assetUrl)).toEqual([uploaded.body.assetUrl]);
  });

  it("has the demo seed's upload wait for the media service to learn of a new site, then store the picture", async () => {
    const site: DemoSite = { websiteId: LATE_WEBSITE, title: 'Late Store', hostnames: [LATE_HOST], currency: 'USD', timeZone: 'Europe/Paris', locale: 'en-US', tagline: '', ownerRole: ContributorRole.EDITOR };
    const logger = createLogger('distributed-media-seed', undefined, 'silent');
    const uploading = uploadDemoPictures({ origin: gateway.url }, site, owner, [{ name: 'ceramic-mug', altText: 'Ceramic mug' }], logger);
    // The media service answers "Site not found" meanwhile; the seed must neither give up nor seed without pictures.
    await delay(1000);
    await sites.app.get(CommandBus).execute(testSiteCommand(LATE_WEBSITE, LATE_HOST));
    const [image] = await uploading;
    expect(image).toMatchObject({ assetUrl: expect.stringMatching(/^\/api\/media\/[0-9a-f-]{36}\/ceramic-mug\.jpg$/), altText: 'Ceramic mug' });
    const served = await fetchImage(gateway.url, image!.assetUrl);
    expect(served.status).toBe(200);
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'jpeg', width: Number(image!.originalSize.split('x')[0]) });
  });
});
