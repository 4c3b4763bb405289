import { containedFocusIndex } from './focus-containment';

describe('focus containment in a lightbox (spec §4 modal lightbox)', () => {
  it('wraps Tab from the last element to the first, and Shift+Tab from the first to the last', () => {
    expect(containedFocusIndex(2, 3, false)).toBe(0);
    expect(containedFocusIndex(0, 3, true)).toBe(2);
    expect(containedFocusIndex(1, 3, false)).toBe(2);
  });

  it('brings focus from outside back in at the near end', () => {
    expect(containedFocusIndex(-1, 3, false)).toBe(0);
    expect(containedFocusIndex(-1, 3, true)).toBe(2);
    expect(containedFocusIndex(-1, 0, false)).toBe(-1);
  });
});
