import { type ImageLoader, type ImageMetrics } from '@mercato/spec';

/** What the page saw of one image: its first intersection and its sizes once it settled. */
export interface ImageObservation {
  readonly src: string;
  /** The observer's first entry, delivered as soon as the image is observed. */
  readonly firstEntry: { readonly isIntersecting: boolean; readonly intersectionRatio: number; readonly time: number };
  readonly naturalWidth: number;
  readonly naturalHeight: number;
  readonly renderedWidth: number;
  readonly renderedHeight: number;
  /** Bytes transferred, from the image's resource timing entry when the browser exposes it. */
  readonly transferSize: number | undefined;
}

/** Storefront product images are plain URLs, not resized by an image service. */
const STOREFRONT_IMAGE_LOADER: ImageLoader = 'raw';

/** The format named by the URL's file extension ("jpg", "webp"); empty when it names none. */
export function imageTypeOf(src: string): string {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  return /\.([a-z0-9]{2,5})$/i.exec(path)?.[1]?.toLowerCase() ?? '';
}

/** Spec §7 image metrics of one observed image. */
export function imageMetrics(observation: ImageObservation): ImageMetrics {
  return {
    src: observation.src,
    visibleOnLoad: observation.firstEntry.isIntersecting,
    observationTime: Math.round(observation.firstEntry.time),
    intersectionRatio: observation.firstEntry.intersectionRatio,
    size: observation.transferSize ?? 0,
    imageType: imageTypeOf(observation.src),
    loaderType: STOREFRONT_IMAGE_LOADER,
    naturalWidth: observation.naturalWidth,
    naturalHeight: observation.naturalHeight,
    renderedWidth: observation.renderedWidth,
    renderedHeight: observation.renderedHeight,
  };
}
