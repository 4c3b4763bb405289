/** What can take focus inside a dialog, in tab order (positive tabindex is not used by the storefront). */
export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Where Tab (or Shift+Tab) goes inside a dialog with `count` focusable elements, `current` being the
 * focused one's index (-1 when focus is elsewhere): it wraps around instead of leaving the dialog.
 */
export function containedFocusIndex(current: number, count: number, backwards: boolean): number {
  if (count === 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  return (current + (backwards ? count - 1 : 1)) % count;
}
