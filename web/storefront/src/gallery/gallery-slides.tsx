import { DEFAULT_SLIDER_ASPECT_RATIO, type GalleryOptions, thumbnailBucket } from '@mercato/spec';
import { type DragEvent, type KeyboardEvent, type PointerEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type ImageAssetData } from '../api/types';
import { sizeOf } from '../components/image';
import { aspectRatioCss, GalleryImage } from './gallery-image';
import { alignedScrollLeft, slideForKey, stepSlide, swipeStep } from './gallery-navigation';

export interface SlidesProps {
  readonly title: string;
  readonly images: readonly ImageAssetData[];
  readonly options: GalleryOptions;
  readonly onOpen: ((index: number) => void) | undefined;
}

/**
 * The current slide, moved by the keyboard (arrows, Home, End), swipes, the controls and autoplay
 * (spec §9 autoplay-duration, paused while the pointer or focus is on the gallery).
 */
function useSlides(count: number, options: GalleryOptions) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const swipeFrom = useRef<{ x: number; y: number } | undefined>(undefined);
  const go = (step: number) => setCurrent((index) => stepSlide(index, step, count));
  useEffect(() => {
    if (!options.autoplay || paused || count < 2) return undefined;
    const timer = window.setInterval(() => setCurrent((index) => stepSlide(index, 1, count)), options['autoplay-duration'] * 1000);
    return () => window.clearInterval(timer);
  }, [options, paused, count]);
  const handlers = {
    onKeyDown: (event: KeyboardEvent) => {
      const next = slideForKey(event.key, current, count);
      if (next === undefined) return;
      event.preventDefault();
      setCurrent(next);
    },
    onPointerDown: (event: PointerEvent) => {
      swipeFrom.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      if (swipeFrom.current) go(swipeStep(swipeFrom.current, { x: event.clientX, y: event.clientY }));
      swipeFrom.current = undefined;
    },
    // A picture dragged as a file would cancel the pointer before it is lifted.
    onDragStart: (event: DragEvent) => event.preventDefault(),
    onPointerEnter: () => setPaused(true),
    onPointerLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  };
  return { current, setCurrent, go, handlers };
}

function Controls({ go }: { go: (step: number) => void }) {
  return (
    <div className="gallery-controls">
      <button type="button" onClick={() => go(-1)} aria-label="Previous image" data-testid="gallery-previous">
        ‹
      </button>
      <button type="button" onClick={() => go(1)} aria-label="Next image" data-testid="gallery-next">
        ›
      </button>
    </div>
  );
}

/**
 * Spec §9 thumbnails: a strip under the slides, `thumbnail-strip-height` tall and
 * `thumbnail-strip-margin` below them; square thumbs are cropped square, others keep their shape
 * up to `max-width`. Each is the thumbnail bucket of its shown width.
 */
function ThumbnailStrip({ images, options, current, pick }: { images: readonly ImageAssetData[]; options: GalleryOptions; current: number; pick(index: number): void }) {
  const height = options['thumbnail-strip-height'];
  return (
    <ol className="gallery-thumbnails" style={{ height: `${height}px`, marginTop: `${options['thumbnail-strip-margin']}px` }} data-testid="gallery-thumbnails">
      {images.map((image, index) => {
        const { width = height, height: imageHeight = height } = sizeOf(image.originalSize);
        const shownWidth = options['square-thumbs'] ? height : Math.min(options['max-width'], Math.round((height * width) / imageHeight));
        return (
          <li key={image.id}>
            <button type="button" aria-label={`Show image ${index + 1}`} aria-current={index === current ? 'true' : undefined} onClick={() => pick(index)}>
              <img
                src={`${image.assetUrl}?format=${thumbnailBucket(shownWidth * 2)}`}
                alt=""
                width={shownWidth}
                height={height}
                loading="lazy"
                style={{ width: `${shownWidth}px`, height: `${height}px`, objectFit: 'cover' }}
              />
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** Spec §9 slideshow design (block variant 1000): one image at a time. */
export function Slideshow({ title, images, options, onOpen }: SlidesProps) {
  const { current, setCurrent, go, handlers } = useSlides(images.length, options);
  return (
    <section className="gallery-slideshow" aria-roledescription="carousel" aria-label={title} tabIndex={0} {...handlers} data-testid="gallery-slideshow" data-current={current}>
      <div className="gallery-stage">
        {images.map((image, index) => (
          <div key={image.id} className="gallery-slide" hidden={index !== current} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${images.length}`}>
            <GalleryImage image={image} index={index} options={options} sizes="(max-width: 72rem) 100vw, 72rem" priority={index === 0 ? 'high' : 'none'} onOpen={onOpen} cropRatio={galleryRatio(options)} />
          </div>
        ))}
      </div>
      {options.controls && <Controls go={go} />}
      {options.thumbnails && <ThumbnailStrip images={images} options={options} current={current} pick={setCurrent} />}
    </section>
  );
}

const galleryRatio = (options: GalleryOptions) => Number(aspectRatioCss(options));

/**
 * How wide a slider's slide is shown: the track is DEFAULT_SLIDER_ASPECT_RATIO per cent as tall as
 * it is wide, so a slide cropped to the aspect ratio is that much times the ratio of its width.
 * Uncropped slides keep their own shapes: about half the track, the whole screen on a phone.
 */
export function sliderSlideSizes(options: GalleryOptions): string {
  if (!options['auto-crop']) return '(max-width: 432px) 100vw, 50vw';
  return `${Math.ceil(DEFAULT_SLIDER_ASPECT_RATIO * galleryRatio(options))}vw`;
}

/**
 * Spec §9 carousel/slider design (block variant 1002): a row of images at the track's height, the
 * active one aligned left, centre or right; with auto-crop each is cropped to the aspect ratio
 * around its focal point, as the grid's are.
 */
export function Slider({ title, images, options, onOpen }: SlidesProps) {
  const { current, go, handlers } = useSlides(images.length, options);
  const trackRef = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const track = trackRef.current;
    const slide = track?.children[current] as HTMLElement | undefined;
    if (!track || !slide) return;
    track.scrollTo({ left: alignedScrollLeft(options['active-alignment'], { left: slide.offsetLeft, width: slide.offsetWidth }, track.clientWidth), behavior: 'smooth' });
  }, [current, options]);
  return (
    <section className="gallery-slider" aria-roledescription="carousel" aria-label={title} {...handlers} data-testid="gallery-slider" data-current={current}>
      {/* The track scrolls, so it is what takes focus (and the arrow keys, which reach the section). */}
      <ol ref={trackRef} className="gallery-track" tabIndex={0} aria-label={`${title}: use the arrow keys to move`} style={{ aspectRatio: `100 / ${DEFAULT_SLIDER_ASPECT_RATIO}`, gap: `${options.padding}px` }}>
        {images.map((image, index) => (
          <li key={image.id} className={index === current ? 'gallery-slide gallery-slide-active' : 'gallery-slide'} aria-label={`${index + 1} of ${images.length}`}>
            <GalleryImage image={image} index={index} options={options} sizes={sliderSlideSizes(options)} priority={index === 0 ? 'high' : 'none'} onOpen={onOpen} cropRatio={galleryRatio(options)} />
          </li>
        ))}
      </ol>
      {options.controls && <Controls go={go} />}
    </section>
  );
}
