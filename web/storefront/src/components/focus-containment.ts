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

/** Spec §5: where focus is kept, either inside a container or on the elements a predicate picks. */
export interface FocusScope {
  readonly container?: ParentNode;
  readonly predicate?: (element: HTMLElement) => boolean;
}

export const FOCUS_SCOPE_ERROR = 'Focus containment needs exactly one of container and predicate.';

/** The focusable elements of the scope, in tab order; `root` is searched when a predicate picks them. */
export function focusableIn(scope: FocusScope, root: ParentNode): HTMLElement[] {
  if ((scope.container === undefined) === (scope.predicate === undefined)) throw new Error(FOCUS_SCOPE_ERROR);
  if (scope.container) return [...scope.container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)];
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter(scope.predicate!);
}
