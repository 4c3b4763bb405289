import { join } from 'node:path';
import type { MediaStorage } from '@mercato/media/application';
import { FilesystemMediaStorage } from './filesystem-storage';
import { S3MediaStorage } from './s3-storage';

/**
 * MEDIA_STORAGE picks the store: `filesystem` (the default) under MEDIA_DIR, else `<dataDir>/media`;
 * `s3` with MEDIA_S3_BUCKET, MEDIA_S3_REGION, MEDIA_S3_ENDPOINT and the MEDIA_S3_ACCESS_KEY_ID /
 * MEDIA_S3_SECRET_ACCESS_KEY pair.
 */
export function mediaStorageFromEnv(env: NodeJS.ProcessEnv, dataDir: string): MediaStorage {
  const kind = env.MEDIA_STORAGE ?? 'filesystem';
  if (kind === 'filesystem') return new FilesystemMediaStorage(env.MEDIA_DIR || join(dataDir, 'media'));
  if (kind !== 's3') throw new Error(`MEDIA_STORAGE must be filesystem or s3, not ${kind}`);
  const required = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`${name} is not set: MEDIA_STORAGE=s3 needs it`);
    return value;
  };
  return new S3MediaStorage({
    ...(env.MEDIA_S3_ENDPOINT ? { endpoint: env.MEDIA_S3_ENDPOINT } : {}),
    region: env.MEDIA_S3_REGION || 'us-east-1',
    bucket: required('MEDIA_S3_BUCKET'),
    accessKeyId: required('MEDIA_S3_ACCESS_KEY_ID'),
    secretAccessKey: required('MEDIA_S3_SECRET_ACCESS_KEY'),
  });
}
