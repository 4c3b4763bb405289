/** Spec §9 "Images". */
export const ALT_TEXT_BODY_MAX_LENGTH = 250;
export const RESPONSIVE_IMAGE_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;
export const DEFAULT_SLIDER_ASPECT_RATIO = 50;
export const DEFAULT_TRUNCATE_LENGTH = 100;
export const TRUNCATE_ELLIPSIS = '...';

export interface ImageAltSource {
  readonly altText?: string;
  readonly title?: string;
  readonly body?: string;
  readonly filename?: string;
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * Spec §3: alt text falls back to the title, then the body without tags (cut at 250 characters),
 * then the file name. An explicit altText, even empty for decorative images, wins.
 */
export function imageAltText(image: ImageAltSource): string {
  if (image.altText !== undefined) return image.altText;
  const title = image.title?.trim();
  if (title) return title;
  const body = image.body ? stripTags(image.body).slice(0, ALT_TEXT_BODY_MAX_LENGTH) : '';
  return body || (image.filename ?? '');
}

/** Template truncate: text longer than `maxLength` is cut and gets the ellipsis. */
export function truncateText(text: string, maxLength: number = DEFAULT_TRUNCATE_LENGTH): string {
  return text.length > maxLength ? `${text.slice(0, maxLength)}${TRUNCATE_ELLIPSIS}` : text;
}

/** Widths up to these thresholds pick the bucket at the same index; wider ones get 1500w. */
const THUMBNAIL_THRESHOLDS = [100, 300, 500, 750, 1000] as const;
const THUMBNAIL_BUCKETS = ['100w', '300w', '500w', '750w', '1000w', '1500w'] as const;
export type ThumbnailBucket = (typeof THUMBNAIL_BUCKETS)[number];

/** Spec §9: thumbnail buckets pick 100w up to 1500w at thresholds 100, 300, 500, 750, 1000. */
export function thumbnailBucket(displayWidth: number): ThumbnailBucket {
  const index = THUMBNAIL_THRESHOLDS.findIndex((threshold) => displayWidth <= threshold);
  return THUMBNAIL_BUCKETS[index === -1 ? THUMBNAIL_BUCKETS.length - 1 : index]!;
}

/** Template reading (spec §9): a hex colour is light above half of the maximum colour value 0xFFFFFF. */
export function isLightColorHex(hex: string): boolean {
  const digits = hex.replace(/^#/, '');
  if (!/^[0-9a-f]{6}$/i.test(digits)) throw new TypeError(`Expected a 6-digit hex colour, got ${hex}`);
  return Number.parseInt(digits, 16) > 0xffffff / 2;
}

/** Helper reading (spec §9): dark when the weighted brightness is under 0.65 of 256. */
export const DARK_BRIGHTNESS_THRESHOLD = 0.65 * 256;

export function isDarkColor(rgb: { readonly r: number; readonly g: number; readonly b: number }): boolean {
  return 0.299 * rgb.r + 0.587 * rgb.g + 0.114 * rgb.b < DARK_BRIGHTNESS_THRESHOLD;
}

/** Spec §3 originalSize: "WxH" in pixels. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

export function formatOriginalSize(size: ImageSize): string {
  return `${size.width}x${size.height}`;
}

/** The size an originalSize text names, or undefined when it is not "WxH" of positive whole numbers. */
export function parseOriginalSize(originalSize: string): ImageSize | undefined {
  const match = /^(\d+)x(\d+)$/.exec(originalSize);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** The responsive widths (spec §9) an image of this width is made at: never wider than the original. */
export function responsiveWidthsFor(originalWidth: number): number[] {
  return RESPONSIVE_IMAGE_WIDTHS.filter((width) => width <= originalWidth);
}

/** The `format` query value naming one responsive width, as in `?format=500w`. */
export function responsiveFormat(width: number): string {
  return `${width}w`;
}

/** The width a `format` query value names, when it is one of the spec's responsive widths. */
export function parseResponsiveFormat(format: string): number | undefined {
  const width = Number(/^(\d+)w$/.exec(format)?.[1]);
  return (RESPONSIVE_IMAGE_WIDTHS as readonly number[]).includes(width) ? width : undefined;
}

/** Spec §3 systemDataVariants: the original size, then each responsive width made, e.g. "1200x800,100w,300w". */
export function systemDataVariants(size: ImageSize): string {
  return [formatOriginalSize(size), ...responsiveWidthsFor(size.width).map(responsiveFormat)].join(',');
}
