import { DeviceView } from '../enums/pages';

/** Spec §9 "Layout and UI". */
export const BREAKPOINTS = { mobileMaxWidthPx: 432, desktopMinWidthPx: 433 } as const;
export const CAPTCHA_COMPACT_BELOW_WIDTH_PX = 320;
export const DEFAULT_TWEEN_DURATION_MS = 300;
export const SCROLL_ANIMATION = { minDurationMs: 50, maxDurationMs: 50, defaultOffsetPx: 30, easing: 'easeOutSine' } as const;
export const MAX_PARTIAL_DEPTH = 16;
export const NUMBER_OPTION_DIGITS = { min: 0, max: 50 } as const;
export const EDITOR_COLOURS = { blue: '#027AFF', yellow: '#FFB802' } as const;
export const FOOD_ORDERING_LINK_DEFAULT_TITLE = 'Order Now';
/** Spec §9 "Modal lightbox". */
export const MODAL_LIGHTBOX = { topMarginPx: 50, resizeTimeoutMs: 100 } as const;
/** Spec §4/§9 add-to-cart button timings. */
export const ADD_TO_CART_TIMINGS = { addedAfterMs: 1000, idleAfterAddedMs: 2000, idleAfterFailureMs: 1000 } as const;
/** Spec §9 element-wait helper defaults. */
export const ELEMENT_WAIT = { timeoutMs: 3000, debounceMs: 100 } as const;

/** Spec §9: phone up to 432 px, desktop from 433 px; the tablet query never matches. */
export function matchesDeviceView(view: DeviceView, viewportWidthPx: number): boolean {
  if (view === DeviceView.PHONE) return viewportWidthPx <= BREAKPOINTS.mobileMaxWidthPx;
  if (view === DeviceView.DESKTOP) return viewportWidthPx >= BREAKPOINTS.desktopMinWidthPx;
  return false;
}

export function isCaptchaCompact(containerWidthPx: number): boolean {
  return containerWidthPx < CAPTCHA_COMPACT_BELOW_WIDTH_PX;
}

/** Spec §5: a tween duration must be a finite number. */
export function tweenDuration(durationMs: number = DEFAULT_TWEEN_DURATION_MS): number {
  if (!Number.isFinite(durationMs)) throw new RangeError(`Tween duration must be a finite number, got ${durationMs}`);
  return durationMs;
}

export function clampScrollDuration(
  durationMs: number,
  bounds: { minDurationMs: number; maxDurationMs: number } = SCROLL_ANIMATION,
): number {
  return Math.min(bounds.maxDurationMs, Math.max(bounds.minDurationMs, durationMs));
}

/** Spec §5: number option digits are clamped to 0-50. */
export function clampNumberOptionDigits(digits: number): number {
  return Math.min(NUMBER_OPTION_DIGITS.max, Math.max(NUMBER_OPTION_DIGITS.min, Math.trunc(digits)));
}

/** Spec §9: a top margin of 50 when the content is taller than the window, otherwise centred. */
export function modalLightboxTopPx(contentHeightPx: number, windowHeightPx: number): number {
  return contentHeightPx > windowHeightPx ? MODAL_LIGHTBOX.topMarginPx : (windowHeightPx - contentHeightPx) / 2;
}
