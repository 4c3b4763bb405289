import { join } from 'node:path';

/** Where uploaded images are kept (`MEDIA_STORAGE`, libs/media/README.md). */
export type MediaStorageSettings =
  | { readonly kind: 'filesystem'; readonly dir: string }
  | {
      readonly kind: 's3';
      /** An S3-compatible endpoint, e.g. http://objects:9000; unset for AWS itself. */
      readonly endpoint?: string;
      readonly region: string;
      readonly bucket: string;
      readonly accessKeyId: string;
      readonly secretAccessKey: string;
    };

/** The media context's settings (libs/media/README.md). */
export interface MediaSettings {
  /** The largest upload accepted (`MEDIA_MAX_UPLOAD_BYTES`); a larger file is refused with the spec's "too large" message. */
  readonly maxUploadBytes: number;
  readonly storage: MediaStorageSettings;
}

/** 20 MiB: shown as "20 MB" in the refusal (file sizes are shown in steps of 1024, spec §9). */
export const DEFAULT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * MEDIA_STORAGE picks the store: `filesystem` (the default) under MEDIA_DIR, else `<dataDir>/media`;
 * `s3` with MEDIA_S3_BUCKET, MEDIA_S3_REGION, MEDIA_S3_ENDPOINT and the MEDIA_S3_ACCESS_KEY_ID /
 * MEDIA_S3_SECRET_ACCESS_KEY pair.
 */
export function mediaSettingsFromEnv(env: Readonly<Record<string, string | undefined>>, dataDir: string): MediaSettings {
  return { maxUploadBytes: maxUploadBytesFromEnv(env), storage: mediaStorageFromEnv(env, dataDir) };
}

function maxUploadBytesFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.MEDIA_MAX_UPLOAD_BYTES?.trim();
  if (!raw) return DEFAULT_MAX_UPLOAD_BYTES;
  const bytes = Number(raw);
  if (!Number.isInteger(bytes) || bytes < 1) throw new Error(`MEDIA_MAX_UPLOAD_BYTES must be a positive whole number, not "${raw}"`);
  return bytes;
}

function mediaStorageFromEnv(env: Readonly<Record<string, string | undefined>>, dataDir: string): MediaStorageSettings {
  const kind = env.MEDIA_STORAGE?.trim() || 'filesystem';
  if (kind === 'filesystem') return { kind, dir: env.MEDIA_DIR?.trim() || join(dataDir, 'media') };
  if (kind !== 's3') throw new Error(`MEDIA_STORAGE must be filesystem or s3, not ${kind}`);
  const required = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`${name} is not set: MEDIA_STORAGE=s3 needs it`);
    return value;
  };
  const endpoint = env.MEDIA_S3_ENDPOINT?.trim();
  return {
    kind,
    ...(endpoint ? { endpoint } : {}),
    region: env.MEDIA_S3_REGION?.trim() || 'us-east-1',
    bucket: required('MEDIA_S3_BUCKET'),
    accessKeyId: required('MEDIA_S3_ACCESS_KEY_ID'),
    secretAccessKey: required('MEDIA_S3_SECRET_ACCESS_KEY'),
  };
}
