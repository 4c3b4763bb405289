import sharp from 'sharp';

export type Rgb = readonly [number, number, number];

/** A width x height image in `format` whose four quarters have the given colours (top left, top right, bottom left, bottom right). */
export async function quarteredImage(width: number, height: number, quarters: readonly [Rgb, Rgb, Rgb, Rgb], format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  const halfWidth = Math.floor(width / 2);
  const halfHeight = Math.floor(height / 2);
  const tile = (colour: Rgb, tileWidth: number, tileHeight: number) =>
    sharp({ create: { width: tileWidth, height: tileHeight, channels: 3, background: { r: colour[0], g: colour[1], b: colour[2] } } }).png().toBuffer();
  const [topLeft, topRight, bottomLeft, bottomRight] = await Promise.all([
    tile(quarters[0], halfWidth, halfHeight),
    tile(quarters[1], width - halfWidth, halfHeight),
    tile(quarters[2], halfWidth, height - halfHeight),
    tile(quarters[3], width - halfWidth, height - halfHeight),
  ]);
  return sharp({ create: { width, height, channels: 3, background: '#000' } })
    .composite([
      { input: topLeft, left: 0, top: 0 },
      { input: topRight, left: halfWidth, top: 0 },
      { input: bottomLeft, left: 0, top: halfHeight },
      { input: bottomRight, left: halfWidth, top: halfHeight },
    ])
    .toFormat(format)
    .toBuffer();
}

/** A multipart body as a browser's FormData sends it: one file and text fields. */
export function uploadForm(file: { bytes: Buffer; fileName: string; type: string }, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.fileName);
  return form;
}
