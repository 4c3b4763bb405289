import { alignedScrollLeft, focalObjectPosition, slideForKey, stepSlide, swipeStep } from './gallery-navigation';

describe('slide navigation (spec §9 galleries: keyboard and swipe)', () => {
  it('wraps at both ends', () => {
    expect(stepSlide(0, -1, 4)).toBe(3);
    expect(stepSlide(3, 1, 4)).toBe(0);
    expect(stepSlide(1, 1, 4)).toBe(2);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });

  it.each<[string, number | undefined]>([['ArrowRight', 3], ['ArrowLeft', 1], ['Home', 0], ['End', 4], ['Enter', undefined]])('%s from slide 2 of 5 goes to %s', (key, slide) => {
    expect(slideForKey(key, 2, 5)).toBe(slide);
  });

  it('reads a horizontal swipe of at least 40 px as a step, a short or vertical one as none', () => {
    expect(swipeStep({ x: 300, y: 100 }, { x: 200, y: 110 })).toBe(1);
    expect(swipeStep({ x: 200, y: 100 }, { x: 300, y: 90 })).toBe(-1);
    expect(swipeStep({ x: 200, y: 100 }, { x: 230, y: 100 })).toBe(0);
    expect(swipeStep({ x: 200, y: 100 }, { x: 260, y: 200 })).toBe(0);
  });

  it('keeps the focal point in view', () => {
    expect(focalObjectPosition({ x: 0.25, y: 0.9 })).toBe('25% 90%');
  });
});

describe('alignedScrollLeft (spec §9 active alignment)', () => {
  const slide = { left: 1000, width: 300 };
  it.each<['left' | 'center' | 'right', number]>([['left', 1000], ['center', 650], ['right', 300]])('%s puts the slide at scroll %d', (alignment, left) => {
    expect(alignedScrollLeft(alignment, slide, 1000)).toBe(left);
  });
  it('never scrolls before the start', () => expect(alignedScrollLeft('right', { left: 100, width: 300 }, 1000)).toBe(0));
});
