import { type GalleryOptions } from '@mercato/spec';
import { useState } from 'react';
import { type GalleryBlockData, type ImageAssetData } from '../api/types';
import { aspectRatioCss, GalleryImage } from './gallery-image';
import { GalleryLightbox } from './gallery-lightbox';
import { Slider, Slideshow } from './gallery-slides';

interface DesignProps {
  readonly images: readonly ImageAssetData[];
  readonly options: GalleryOptions;
  readonly onOpen: ((index: number) => void) | undefined;
}

/** Spec §9 grid design (block variant 1003): `thumbnails-per-row` columns, `padding` apart, cropped to the aspect ratio. */
function Grid({ images, options, onOpen }: DesignProps) {
  const perRow = options['thumbnails-per-row'];
  return (
    <ul className="gallery-grid" style={{ gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`, gap: `${options.padding}px` }} data-testid="gallery-grid">
      {images.map((image, index) => (
        <li key={image.id}>
          <GalleryImage image={image} index={index} options={options} sizes={`(max-width: 432px) ${Math.ceil(100 / Math.min(perRow, 2))}vw, ${Math.ceil(100 / perRow)}vw`} priority={index < perRow ? 'high' : 'none'} onOpen={onOpen} cropRatio={Number(aspectRatioCss(options))} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec §9 stacked design (block variant 1004): each image the block's width, one under the other,
 * `padding` apart; with auto-crop each is cropped to the aspect ratio, as the grid's are.
 */
function Stacked({ images, options, onOpen }: DesignProps) {
  return (
    <ul className="gallery-stacked" style={{ gap: `${options.padding}px` }} data-testid="gallery-stacked">
      {images.map((image, index) => (
        <li key={image.id}>
          <GalleryImage image={image} index={index} options={options} sizes="(max-width: 72rem) 100vw, 72rem" priority={index === 0 ? 'high' : 'none'} onOpen={onOpen} cropRatio={Number(aspectRatioCss(options))} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A gallery block (spec §2 point 11) in the design its options name, its images opening in the
 * modal lightbox when `lightbox` is on. Key it on galleryRerenderKey: a change of a re-render
 * attribute draws it afresh.
 */
export function GalleryBlock({ gallery }: { gallery: GalleryBlockData }) {
  const { options, images, title } = gallery;
  const [lightboxAt, setLightboxAt] = useState<number>();
  const onOpen = options.lightbox ? setLightboxAt : undefined;
  const slides = { title, images, options, onOpen };
  return (
    <div
      className={`gallery gallery-design-${options.design}${options.transparentBackground ? ' gallery-transparent' : ''}`}
      style={{ padding: `${options.padding}px` }}
      data-testid="gallery"
      data-design={options.design}
      data-block-variant={gallery.blockVariant}
    >
      {options.design === 'grid' && <Grid {...slides} />}
      {options.design === 'stacked' && <Stacked {...slides} />}
      {options.design === 'slideshow' && <Slideshow {...slides} />}
      {options.design === 'slider' && <Slider {...slides} />}
      {lightboxAt !== undefined && <GalleryLightbox title={title} images={images} start={lightboxAt} theme={options.lightboxTheme} onClose={() => setLightboxAt(undefined)} />}
    </div>
  );
}
