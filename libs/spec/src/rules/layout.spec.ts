import { type DeviceView } from '../enums/pages';
import {
  clampNumberOptionDigits, clampScrollDuration, isCaptchaCompact, matchesDeviceView, modalLightboxTopPx, tweenDuration,
} from './layout';

describe('layout rules (spec §9)', () => {
  it.each<[DeviceView, number, boolean]>([
    ['phone', 320, true], ['phone', 432, true], ['phone', 433, false],
    ['desktop', 432, false], ['desktop', 433, true], ['desktop', 1920, true],
    ['tablet', 600, false], ['tablet', 1024, false],
  ])('%s matches a %i px viewport: %s', (view, width, matches) => expect(matchesDeviceView(view, width)).toBe(matches));

  it.each([[319, true], [320, false], [500, false]])('captcha at %i px is compact: %s', (width, compact) => {
    expect(isCaptchaCompact(width)).toBe(compact);
  });

  it.each([[undefined, 300], [0, 0], [750, 750]])('tween duration %s is %i ms', (input, ms) => expect(tweenDuration(input)).toBe(ms));
  it.each([Number.NaN, Infinity])('rejects tween duration %s', (ms) => expect(() => tweenDuration(ms)).toThrow(RangeError));

  it.each([[10, 50], [50, 50], [400, 50]])('scroll duration %i clamps to %i by default', (ms, clamped) => {
    expect(clampScrollDuration(ms)).toBe(clamped);
  });
  it('honours wider scroll bounds', () => expect(clampScrollDuration(400, { minDurationMs: 50, maxDurationMs: 1000 })).toBe(400));

  it.each([[-1, 0], [0, 0], [2.7, 2], [50, 50], [51, 50]])('number option digits %s clamp to %i', (digits, clamped) => {
    expect(clampNumberOptionDigits(digits)).toBe(clamped);
  });

  it.each([[1200, 800, 50], [400, 800, 200], [800, 800, 0]])('lightbox content %i px in a %i px window sits at %i', (content, win, top) => {
    expect(modalLightboxTopPx(content, win)).toBe(top);
  });
});
