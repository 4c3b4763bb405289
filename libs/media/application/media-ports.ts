import type { ImageFormat, RawPixels } from '@mercato/media/domain';

/** Where the bytes of every rendition live: the local disk in the embedded mode, an S3-compatible store in the distributed one. */
export interface MediaStorage {
  /** Resolves once the object is durable; writing the same key again replaces it. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Undefined when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | undefined>;
}

export interface StoredObject {
  readonly body: Buffer;
  readonly contentType: string;
}

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

/** What the context needs of an image codec (sharp underneath). */
export interface ImageCodec {
  /** The decoded format and size, or undefined when the bytes are no image the codec reads. */
  inspect(bytes: Buffer): Promise<{ readonly format: string; readonly width: number; readonly height: number } | undefined>;
  /** The image scaled down to at most `maxSide` pixels a side, as RGB pixels, for the colour averages. */
  samplePixels(bytes: Buffer, maxSide: number): Promise<RawPixels>;
  /** The image at `width` (undefined: its own) in `format`, turned upright by its EXIF orientation. */
  render(bytes: Buffer, width: number | undefined, format: ImageFormat | 'webp'): Promise<Buffer>;
}

export const IMAGE_CODEC = Symbol('IMAGE_CODEC');
