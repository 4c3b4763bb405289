import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import S3rver from 's3rver';
import sharp from 'sharp';
import { ContributorService } from '@mercato/accounts/application';
import type { MediaStorage } from '@mercato/media/application';
import { FilesystemMediaStorage, S3MediaStorage } from '@mercato/media/infrastructure';
import { quarteredImage } from '@mercato/media/testing/images';
import { createTestDatabase } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient } from './support/api-client';
import { testSiteCommand } from './support/fixtures';
import { MEDIA_OWNER, createMediaOwner, fetchImage, uploadImage } from './support/media';

/**
 * The distributed mode's object store: the S3 storage against s3rver (an S3-compatible server the
 * test starts on loopback), held to the same contract as the local folder, then an upload through
 * the gateway with MEDIA_STORAGE=s3 whose renditions are read back from the bucket.
 */
const BUCKET = 'mercato-media';
const WEBSITE = 'media-s3-site';
const HOST = 'media-s3.localhost';

let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let folder: string;
const settings = () => ({ endpoint, region: 'us-east-1', bucket: BUCKET, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });

beforeAll(async () => {
  s3Dir = await mkdtemp(join(tmpdir(), 'mercato-s3rver-'));
  folder = await mkdtemp(join(tmpdir(), 'mercato-media-fs-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
  await rm(folder, { recursive: true, force: true });
});

describe.each<[string, () => MediaStorage]>([
  ['S3-compatible store', () => new S3MediaStorage(settings())],
  ['local folder', () => new FilesystemMediaStorage(folder)],
])('the media storage port on a %s', (_name, storage) => {
  it('gives back what was put, with its type; a second put replaces it; an unknown key is absent', async () => {
    const store = storage();
    await store.put('a1/500w.webp', Buffer.from('first'), 'image/webp');
    expect(await store.get('a1/500w.webp')).toEqual({ body: Buffer.from('first'), contentType: 'image/webp' });
    await store.put('a1/500w.webp', Buffer.from('second'), 'image/webp');
    expect((await store.get('a1/500w.webp'))?.body.toString()).toBe('second');
    expect(await store.get('a1/nothing.png')).toBeUndefined();
  });
});

describe('uploads through the gateway with MEDIA_STORAGE=s3', () => {
  let gateway: RunningGateway;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
    dropDatabase = database.drop;
    gateway = await startGateway(
      runtimeConfigFromEnv('integration', {
        ...process.env,
        DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-media-s3-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('media-s3'),
        MEDIA_STORAGE: 's3', MEDIA_S3_ENDPOINT: endpoint, MEDIA_S3_BUCKET: BUCKET, MEDIA_S3_ACCESS_KEY_ID: 'S3RVER', MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
    );
    await gateway.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
    await createMediaOwner(gateway.app.get(ContributorService), WEBSITE);
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop();
    await dropDatabase?.();
  });

  it('stores every rendition in the bucket and serves them from it', async () => {
    const owner = await apiClient(gateway.url, HOST).login(MEDIA_OWNER);
    const jpeg = await quarteredImage(640, 480, [[10, 10, 10], [90, 90, 90], [170, 170, 170], [250, 250, 250]], 'jpeg');
    const uploaded = await uploadImage(gateway.url, HOST, owner, { bytes: jpeg, fileName: 'greys.jpg', type: 'image/jpeg' });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.systemDataVariants).toBe('640x480,100w,300w,500w');
    const bucket = new S3MediaStorage(settings());
    const assetId = String(uploaded.body.id);
    for (const key of ['greys.jpg', 'full.webp', '100w.jpg', '100w.webp', '300w.jpg', '300w.webp', '500w.jpg', '500w.webp']) {
      expect(await bucket.get(`${assetId}/${key}`)).toBeDefined();
    }
    const served = await fetchImage(gateway.url, `${String(uploaded.body.assetUrl)}?format=300w`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 225 });
  });
});
