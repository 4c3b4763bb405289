import { ProductType } from '../enums/product';

/** Spec §9: instalments default to 4 payments. */
export const DEFAULT_INSTALMENT_COUNT = 4;

/** Spec §5 eligible shopper locales per account country. */
export const INSTALMENT_LOCALES_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  US: ['en'],
  CA: ['en', 'fr'],
  AU: ['en'],
  NZ: ['en'],
  GB: ['en'],
};

/** Spec §5: the first provider kind serves North America and Oceania, the second the UK. */
export const INSTALMENT_PROVIDER_LOCALES = {
  first: ['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ'],
  second: ['en_GB'],
} as const;
export type InstalmentProviderKind = keyof typeof INSTALMENT_PROVIDER_LOCALES;

/** Shopper language ("en", "en-US" or "en_US") and account country decide the locale. */
export function instalmentLocale(shopperLanguage: string, accountCountry: string): string | undefined {
  const language = shopperLanguage.split(/[-_]/)[0]!.toLowerCase();
  const country = accountCountry.toUpperCase();
  return INSTALMENT_LOCALES_BY_COUNTRY[country]?.includes(language) ? `${language}_${country}` : undefined;
}

export function instalmentProviderFor(locale: string): InstalmentProviderKind | undefined {
  const kinds = Object.keys(INSTALMENT_PROVIDER_LOCALES) as InstalmentProviderKind[];
  return kinds.find((kind) => (INSTALMENT_PROVIDER_LOCALES[kind] as readonly string[]).includes(locale));
}

export interface InstalmentRange {
  /** Amounts in cents; eligible when above the minimum and not above the maximum. */
  readonly minCents: number;
  readonly maxCents: number;
}

export type InstalmentAmountCheck =
  | { readonly eligible: true }
  | { readonly eligible: false; readonly reason: 'above-maximum' | 'below-minimum' };

/** Spec §5: the amount must be above the minimum and not above the maximum. */
export function checkInstalmentAmount(amountCents: number, range: InstalmentRange): InstalmentAmountCheck {
  if (amountCents > range.maxCents) return { eligible: false, reason: 'above-maximum' };
  if (amountCents <= range.minCents) return { eligible: false, reason: 'below-minimum' };
  return { eligible: true };
}

/** Spec §5 out-of-range phrasing; `formatAmount` turns cents into display money. */
export function instalmentOutOfRangeMessage(
  reason: 'above-maximum' | 'below-minimum',
  range: InstalmentRange,
  formatAmount: (cents: number) => string,
): string {
  return reason === 'above-maximum'
    ? `available for orders up to ${formatAmount(range.maxCents)}`
    : `available for orders over ${formatAmount(range.minCents)}`;
}

/** Spec §5: only physical products can be paid in instalments. */
export function isInstalmentProduct(productType: ProductType): boolean {
  return productType === ProductType.PHYSICAL;
}

/** Spec §5 cart eligibility: a non-empty cart of physical items only. */
export function isCartInstalmentEligible(items: ReadonlyArray<{ readonly productType: ProductType }>): boolean {
  return items.length > 0 && items.every((item) => isInstalmentProduct(item.productType));
}

/** Spec §5: each instalment is the price divided by the count, in whole cents (rounded half up). */
export function instalmentAmountCents(priceCents: number, count: number = DEFAULT_INSTALMENT_COUNT): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Instalment count must be a positive whole number, got ${count}`);
  return Math.round(priceCents / count);
}

/** Spec §3 "Instalment per-item context". */
export interface InstalmentItemContext {
  readonly productType: ProductType;
  readonly amountCents: number;
  readonly afterPayAvailable: boolean;
  readonly afterPayMin: number;
  readonly afterPayMax: number;
  readonly shopperLanguage: string;
  readonly stripeAccountCountry: string;
}

/** The badge shows for an available, physical, in-range item in an eligible locale. */
export function isItemInstalmentEligible(item: InstalmentItemContext): boolean {
  return (
    item.afterPayAvailable &&
    isInstalmentProduct(item.productType) &&
    instalmentLocale(item.shopperLanguage, item.stripeAccountCountry) !== undefined &&
    checkInstalmentAmount(item.amountCents, { minCents: item.afterPayMin, maxCents: item.afterPayMax }).eligible
  );
}

/** Spec §7: the information page shown when the shopper's locale is not an eligible one. */
export const INSTALMENT_FALLBACK_LOCALE = 'en_US';

/** Spec §7: the information page's locale, by shopper language and account country, English US otherwise. */
export function instalmentInfoLocale(shopperLanguage: string, accountCountry: string): string {
  return instalmentLocale(shopperLanguage, accountCountry) ?? INSTALMENT_FALLBACK_LOCALE;
}
