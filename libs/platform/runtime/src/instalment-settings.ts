/**
 * Spec §3 "Instalment per-item context", the store's part: whether the payment account offers
 * instalments, its amount range and its country. One payment account serves the deployment, so
 * these are the deployment's (`INSTALMENTS_*`, `PAYMENT_ACCOUNT_COUNTRY`); whether a site offers
 * instalments is its owner's choice (`PUT /api/storefront-integrations`), `INSTALMENTS_AVAILABLE` only the default.
 */
export interface InstalmentSettings {
  /** `INSTALMENTS_AVAILABLE=true`: sites whose owner has not chosen offer instalments; off by default. */
  readonly afterPayAvailable: boolean;
  /** Orders must be above this, in minor units (`INSTALMENT_MIN_CENTS`, default 3500). */
  readonly afterPayMin: number;
  /** Orders must not be above this, in minor units (`INSTALMENT_MAX_CENTS`, default 200000). */
  readonly afterPayMax: number;
  /** ISO 3166 country of the payment account (`PAYMENT_ACCOUNT_COUNTRY`, default US). */
  readonly stripeAccountCountry: string;
}

export function instalmentSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): InstalmentSettings {
  const cents = (name: string, fallback: number): number => {
    const text = env[name]?.trim();
    const value = text ? Number(text) : fallback;
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number of minor units, not '${text}'`);
    return value;
  };
  const afterPayMin = cents('INSTALMENT_MIN_CENTS', 3500);
  const afterPayMax = cents('INSTALMENT_MAX_CENTS', 200_000);
  if (afterPayMax <= afterPayMin) throw new Error('INSTALMENT_MAX_CENTS must be above INSTALMENT_MIN_CENTS');
  const country = (env.PAYMENT_ACCOUNT_COUNTRY?.trim() || 'US').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw new Error(`PAYMENT_ACCOUNT_COUNTRY must be a two-letter country code, not '${country}'`);
  return { afterPayAvailable: env.INSTALMENTS_AVAILABLE === 'true', afterPayMin, afterPayMax, stripeAccountCountry: country };
}
