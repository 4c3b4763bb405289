import { type GalleryOptions } from '@mercato/spec';
import { type PointerEvent, useRef, useState } from 'react';
import { type ImageAssetData } from '../api/types';
import { Image, sizeOf } from '../components/image';
import { Lightbox } from '../components/lightbox';
import { captionRepeatsAlt } from './gallery-image';
import { slideForKey, stepSlide, swipeStep } from './gallery-navigation';

export interface GalleryLightboxProps {
  readonly title: string;
  readonly images: readonly ImageAssetData[];
  readonly start: number;
  readonly theme: GalleryOptions['lightboxTheme'];
  onClose(): void;
}

/**
 * The gallery's images in the generic modal lightbox (spec §2 point 10), dark or light (spec §9
 * lightboxTheme): arrow keys and swipes go through them, Esc closes and gives focus back.
 */
export function GalleryLightbox({ title, images, start, theme, onClose }: GalleryLightboxProps) {
  const [current, setCurrent] = useState(start);
  const swipeFrom = useRef<{ x: number; y: number } | undefined>(undefined);
  const image = images[current]!;
  const go = (step: number) => setCurrent((index) => stepSlide(index, step, images.length));
  return (
    <Lightbox title={title} onClose={onClose} className={`gallery-lightbox gallery-lightbox-${theme}`} titleHidden testId="gallery-lightbox">
      <div
        className="gallery-lightbox-body"
        onKeyDown={(event) => {
          const next = slideForKey(event.key, current, images.length);
          if (next === undefined) return;
          event.preventDefault();
          setCurrent(next);
        }}
        onPointerDown={(event: PointerEvent) => {
          swipeFrom.current = { x: event.clientX, y: event.clientY };
        }}
        onDragStart={(event) => event.preventDefault()}
        onPointerUp={(event: PointerEvent) => {
          if (swipeFrom.current) go(swipeStep(swipeFrom.current, { x: event.clientX, y: event.clientY }));
          swipeFrom.current = undefined;
        }}
      >
        <button type="button" className="gallery-lightbox-close" onClick={onClose} aria-label="Close" data-testid="gallery-lightbox-close">
          ×
        </button>
        <figure className="gallery-lightbox-figure" data-testid="gallery-lightbox-image" data-index={current}>
          <Image key={image.id} src={image.assetUrl} {...sizeOf(image.originalSize)} alt={captionRepeatsAlt(image) ? '' : image.altText} sizes="(max-width: 432px) 100vw, 80vw" priority="high" />
          {image.title && <figcaption>{image.title}</figcaption>}
        </figure>
        {images.length > 1 && (
          <div className="gallery-lightbox-controls">
            <button type="button" onClick={() => go(-1)} aria-label="Previous image" data-testid="gallery-lightbox-previous">
              ‹
            </button>
            <span aria-live="polite">
              {current + 1} / {images.length}
            </span>
            <button type="button" onClick={() => go(1)} aria-label="Next image" data-testid="gallery-lightbox-next">
              ›
            </button>
          </div>
        )}
      </div>
    </Lightbox>
  );
}
