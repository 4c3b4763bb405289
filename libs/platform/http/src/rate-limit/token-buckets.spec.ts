import { TokenBuckets } from './token-buckets';

describe('TokenBuckets', () => {
  it('given a full bucket, allows a burst, then refuses until tokens refill at the rate', () => {
    const buckets = new TokenBuckets({ perSecond: 2, burst: 3, maxKeys: 10 });
    expect([0, 0, 0, 0].map(() => buckets.take('203.0.113.1', 1_000))).toEqual([true, true, true, false]);
    expect(buckets.take('203.0.113.1', 1_400)).toBe(false);
    expect(buckets.take('203.0.113.1', 1_500)).toBe(true);
    expect(buckets.take('203.0.113.1', 1_500)).toBe(false);
  });

  it('keeps keys apart', () => {
    const buckets = new TokenBuckets({ perSecond: 1, burst: 1, maxKeys: 10 });
    expect(buckets.take('a', 0)).toBe(true);
    expect(buckets.take('a', 0)).toBe(false);
    expect(buckets.take('b', 0)).toBe(true);
  });

  it('never refuses when the rate is 0 (limit off)', () => {
    const buckets = new TokenBuckets({ perSecond: 0, burst: 0, maxKeys: 10 });
    expect(Array.from({ length: 100 }, () => buckets.take('a', 0)).every(Boolean)).toBe(true);
  });

  it('stays within maxKeys: idle keys are forgotten first, then the oldest', () => {
    const buckets = new TokenBuckets({ perSecond: 1, burst: 1, maxKeys: 10 });
    for (let key = 0; key < 10; key += 1) buckets.take(`busy-${key}`, 0);
    buckets.take('late', 0);
    expect(buckets.size).toBeLessThanOrEqual(10);
    // A second later every bucket has refilled (idle): all of them can go.
    for (let key = 0; key < 50; key += 1) buckets.take(`next-${key}`, 1_000 + key);
    expect(buckets.size).toBeLessThanOrEqual(10);
  });
});
