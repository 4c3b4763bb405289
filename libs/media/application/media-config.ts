/** Limits of the media context, from the environment (the spec leaves the upload size to the product). */
export interface MediaConfig {
  /** The largest upload accepted; a larger file is refused with the spec's "too large" message. */
  readonly maxUploadBytes: number;
}

export const MEDIA_CONFIG = Symbol('MEDIA_CONFIG');

/** 20 MiB: shown as "20 MB" in the refusal (file sizes are shown in steps of 1024, spec §9). */
export const DEFAULT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export function mediaConfigFromEnv(env: NodeJS.ProcessEnv): MediaConfig {
  const raw = env.MEDIA_MAX_UPLOAD_BYTES;
  if (raw === undefined || raw === '') return { maxUploadBytes: DEFAULT_MAX_UPLOAD_BYTES };
  const bytes = Number(raw);
  if (!Number.isInteger(bytes) || bytes < 1) throw new Error(`MEDIA_MAX_UPLOAD_BYTES must be a positive whole number, not "${raw}"`);
  return { maxUploadBytes: bytes };
}
