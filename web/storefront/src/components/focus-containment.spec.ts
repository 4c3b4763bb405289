import { containedFocusIndex, FOCUS_SCOPE_ERROR, focusableIn } from './focus-containment';

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

describe('focus scope (spec §5: exactly one of container and predicate)', () => {
  /** A stand-in for a DOM node: its focusable elements, each named. */
  const nodeWith = (names: string[]) => ({ querySelectorAll: () => names.map((name) => ({ name })) }) as unknown as ParentNode;

  it('refuses both and neither', () => {
    expect(() => focusableIn({}, nodeWith([]))).toThrow(FOCUS_SCOPE_ERROR);
    expect(() => focusableIn({ container: nodeWith([]), predicate: () => true }, nodeWith([]))).toThrow('Focus containment needs exactly one of container and predicate.');
  });

  it('takes the container’s focusable elements, or those of the page the predicate picks', () => {
    expect(focusableIn({ container: nodeWith(['close', 'next']) }, nodeWith(['elsewhere']))).toEqual([{ name: 'close' }, { name: 'next' }]);
    const picked = focusableIn({ predicate: (element) => (element as unknown as { name: string }).name !== 'behind' }, nodeWith(['behind', 'front']));
    expect(picked).toEqual([{ name: 'front' }]);
  });
});
