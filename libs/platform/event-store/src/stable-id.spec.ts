import { stableIdOf } from './stable-id';

describe('stableIdOf', () => {
  it('gives the same valid UUID for the same key, another for another key or namespace', () => {
    const id = stableIdOf('gift-card', 'site-1', 'order-1', 'line-1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableIdOf('gift-card', 'site-1', 'order-1', 'line-1')).toBe(id);
    expect(stableIdOf('gift-card', 'site-1', 'order-1', 'line-2')).not.toBe(id);
    expect(stableIdOf('subscription', 'site-1', 'order-1', 'line-1')).not.toBe(id);
  });

  it('keeps the parts apart: ("ab", "c") is not ("a", "bc")', () => expect(stableIdOf('n', 'ab', 'c')).not.toBe(stableIdOf('n', 'a', 'bc')));
});
