/** Slide navigation shared by the slideshow, the slider and the gallery lightbox: pure, so specs need no DOM. */

/** The slide `step` away from `current`, wrapping at both ends. */
export function stepSlide(current: number, step: number, count: number): number {
  if (count === 0) return 0;
  return (((current + step) % count) + count) % count;
}

/** ArrowLeft and ArrowRight step back and forward; Home and End jump to the ends. */
export function slideForKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return stepSlide(current, -1, count);
    case 'ArrowRight':
      return stepSlide(current, 1, count);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(count - 1, 0);
    default:
      return undefined;
  }
}

/** A swipe needs this much horizontal travel, more than its vertical travel (a vertical one scrolls the page). */
export const SWIPE_MIN_DISTANCE_PX = 40;

/** -1 for a swipe to the left (next slide), 1 to the right (previous), 0 for neither. */
export function swipeStep(start: { x: number; y: number }, end: { x: number; y: number }): -1 | 0 | 1 {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** CSS object-position keeping the image's focal point (spec §3 mediaFocalPoint) in view when cropped. */
export function focalObjectPosition(focalPoint: { x: number; y: number }): string {
  return `${Math.round(focalPoint.x * 100)}% ${Math.round(focalPoint.y * 100)}%`;
}

export type ActiveAlignment = 'left' | 'center' | 'right';

/** Where the slider's track scrolls so the active slide sits at the left, centre or right (spec §9 active alignment). */
export function alignedScrollLeft(alignment: ActiveAlignment, slide: { left: number; width: number }, trackWidth: number): number {
  const offset = alignment === 'left' ? 0 : alignment === 'center' ? (trackWidth - slide.width) / 2 : trackWidth - slide.width;
  return Math.max(0, slide.left - offset);
}
