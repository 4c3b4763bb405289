import sharp from 'sharp';
import type { ImageCodec } from '@mercato/media/application';
import type { ImageFormat, RawPixels } from '@mercato/media/domain';

/** EXIF orientations 5 to 8 turn the picture a quarter: its upright width is the stored height. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

/** sharp (libvips) behind the ImageCodec port. */
export class SharpImageCodec implements ImageCodec {
  async inspect(bytes: Buffer): Promise<{ format: string; width: number; height: number } | undefined> {
    try {
      const metadata = await sharp(bytes).metadata();
      if (!metadata.width || !metadata.height) return undefined;
      const turned = QUARTER_TURNS.has(metadata.orientation ?? 1);
      return { format: metadata.format, width: turned ? metadata.height : metadata.width, height: turned ? metadata.width : metadata.height };
    } catch {
      return undefined;
    }
  }

  async samplePixels(bytes: Buffer, maxSide: number): Promise<RawPixels> {
    const { data, info } = await sharp(bytes).rotate().resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  }

  async render(bytes: Buffer, width: number | undefined, format: ImageFormat | 'webp'): Promise<Buffer> {
    const image = sharp(bytes).rotate();
    if (width !== undefined) image.resize({ width, withoutEnlargement: true });
    return image.toFormat(format).toBuffer();
  }
}
