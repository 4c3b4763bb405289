/** The cart's settings (libs/cart/README.md): its rate limit, the lifetime of its cookie and of a cached offer. */
export interface CartSettings {
  /** Requests per second one client address may make to the cart endpoints (`CART_RATE_LIMIT_PER_ADDRESS`); 0 = no limit. */
  readonly rateLimitPerAddress: number;
  /** Requests one address may make at once after being idle (`CART_RATE_LIMIT_BURST`). */
  readonly rateLimitBurst: number;
  /** Lifetime of the cart cookie (`CART_COOKIE_MAX_AGE_DAYS`). */
  readonly cookieMaxAgeDays: number;
  /** How long an add reuses a product's offer read from the cart's catalog tables (`CART_OFFER_CACHE_TTL_MS`); 0 = read every time. */
  readonly offerCacheTtlMs: number;
}

const DEFAULTS = { CART_RATE_LIMIT_PER_ADDRESS: 20, CART_RATE_LIMIT_BURST: 40, CART_COOKIE_MAX_AGE_DAYS: 30, CART_OFFER_CACHE_TTL_MS: 1000 } as const;

export function cartSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): CartSettings {
  const read = (name: keyof typeof DEFAULTS, minimum: number): number => {
    const text = env[name]?.trim();
    const value = text ? Number(text) : DEFAULTS[name];
    if (!Number.isInteger(value) || value < minimum) throw new Error(`${name} must be an integer of at least ${minimum}, not '${text}'`);
    return value;
  };
  return {
    rateLimitPerAddress: read('CART_RATE_LIMIT_PER_ADDRESS', 0),
    rateLimitBurst: read('CART_RATE_LIMIT_BURST', 1),
    cookieMaxAgeDays: read('CART_COOKIE_MAX_AGE_DAYS', 1),
    offerCacheTtlMs: read('CART_OFFER_CACHE_TTL_MS', 0),
  };
}
