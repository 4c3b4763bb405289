/** Limits of the media context (from RuntimeConfig.media; the spec leaves the upload size to the product). */
export interface MediaConfig {
  /** The largest upload accepted; a larger file is refused with the spec's "too large" message. */
  readonly maxUploadBytes: number;
}

export const MEDIA_CONFIG = Symbol('MEDIA_CONFIG');
