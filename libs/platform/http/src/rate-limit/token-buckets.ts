export interface TokenBucketSettings {
  /** Requests per second a key may make on average; 0 turns the limit off. */
  readonly perSecond: number;
  /** Requests a key may make at once after being idle (the bucket's size). */
  readonly burst: number;
  /** Keys remembered at most; idle keys are forgotten first. */
  readonly maxKeys: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * In-memory token buckets, one per key (a client address, a site). A key's bucket holds up to
 * `burst` tokens and refills at `perSecond`; each request takes one. Memory stays bounded: past
 * `maxKeys`, buckets that have refilled completely (idle keys) are dropped, then the oldest.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly settings: TokenBucketSettings) {}

  /** Takes a token for `key` at time `now` (ms); false when the key is over its rate. */
  take(key: string, now: number): boolean {
    if (this.settings.perSecond <= 0) return true;
    const bucket = this.buckets.get(key) ?? this.admit(key, now);
    bucket.tokens = this.refilled(bucket, now);
    bucket.updatedAt = now;
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  get size(): number {
    return this.buckets.size;
  }

  private refilled(bucket: Bucket, now: number): number {
    return Math.min(this.settings.burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.settings.perSecond);
  }

  private admit(key: string, now: number): Bucket {
    if (this.buckets.size >= this.settings.maxKeys) this.forgetIdle(now);
    const bucket = { tokens: this.settings.burst, updatedAt: now };
    this.buckets.set(key, bucket);
    return bucket;
  }

  private forgetIdle(now: number): void {
    for (const [key, bucket] of this.buckets) if (this.refilled(bucket, now) >= this.settings.burst) this.buckets.delete(key);
    // Still crowded with busy keys: drop the earliest added (a Map iterates in insertion order) down to
    // 90%, so the next sweep is many admissions away rather than the next one.
    const keep = Math.floor(this.settings.maxKeys * 0.9);
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= keep) break;
      this.buckets.delete(key);
    }
  }
}
