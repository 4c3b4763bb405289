import { galleryAspectRatio, type GalleryOptions, type ImagePriority } from '@mercato/spec';
import { type ImageAssetData } from '../api/types';
import { Image, sizeOf } from '../components/image';
import { focalObjectPosition } from './gallery-navigation';

export interface GalleryImageProps {
  readonly image: ImageAssetData;
  readonly index: number;
  readonly options: GalleryOptions;
  readonly sizes: string;
  readonly priority: ImagePriority;
  /** Opens the gallery's lightbox at this image; undefined when the lightbox is off. */
  readonly onOpen: ((index: number) => void) | undefined;
  /** The shape the design crops to, when auto-crop is on; undefined keeps each image's own. */
  readonly cropRatio?: number;
}

/** CSS aspect-ratio of the spec §9 aspect-ratio option. */
export const aspectRatioCss = (options: GalleryOptions): string => String(galleryAspectRatio(options['aspect-ratio']));

/**
 * One picture of a gallery with its meta (title) at the spec §9 meta position, cropped around its
 * focal point when auto-crop is on. It opens the lightbox when that is on, else (new window on) the
 * full image in a new window.
 */
export function GalleryImage({ image, index, options, sizes, priority, onOpen, cropRatio }: GalleryImageProps) {
  const cropped = options['auto-crop'] && cropRatio !== undefined;
  // A caption saying what the alt text says names the picture already: the alt would repeat it.
  const alt = captionRepeatsAlt(image) ? '' : image.altText;
  const picture = (
    <Image
      src={image.assetUrl}
      {...sizeOf(image.originalSize)}
      alt={alt}
      sizes={sizes}
      priority={priority}
      className="gallery-picture"
      style={cropped ? { aspectRatio: String(cropRatio), objectFit: 'cover', objectPosition: focalObjectPosition(image.mediaFocalPoint) } : undefined}
    />
  );
  const meta = image.title ? (
    <figcaption className={`gallery-meta gallery-meta-${options['meta-position']}${options['show-meta-on-hover'] ? ' gallery-meta-on-hover' : ''}`}>{image.title}</figcaption>
  ) : null;
  let content = picture;
  if (onOpen) {
    content = (
      <button type="button" className="gallery-open" onClick={() => onOpen(index)} aria-label={`Open ${image.altText || `image ${index + 1}`}`} data-testid="gallery-open">
        {picture}
      </button>
    );
  } else if (options.newWindow) {
    content = (
      <a href={image.assetUrl} target="_blank" rel="noopener" aria-label={`${image.altText || `Image ${index + 1}`} (opens in a new window)`}>
        {picture}
      </a>
    );
  }
  return (
    <figure className="gallery-figure" data-testid="gallery-image">
      {content}
      {meta}
    </figure>
  );
}

/** Whether the picture's caption (its title) reads the same as its alt text. */
export function captionRepeatsAlt(image: Pick<ImageAssetData, 'title' | 'altText'>): boolean {
  return image.title.trim() !== '' && image.title.trim() === image.altText.trim();
}
