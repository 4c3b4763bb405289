import type { MediaStorageSettings } from '@mercato/runtime';
import type { MediaStorage } from '@mercato/media/application';
import { FilesystemMediaStorage } from './filesystem-storage';
import { S3MediaStorage } from './s3-storage';

/** The store the runtime configuration names (`MEDIA_STORAGE`, read in libs/platform/runtime/src/media-settings.ts). */
export function mediaStorageFor(settings: MediaStorageSettings): MediaStorage {
  if (settings.kind === 'filesystem') return new FilesystemMediaStorage(settings.dir);
  const { kind: _kind, ...s3 } = settings;
  return new S3MediaStorage(s3);
}
