import { ProductType } from '../enums/product';
import { formatMoney } from '../money/format-money';
import {
  checkInstalmentAmount, instalmentAmountCents, instalmentInfoLocale, instalmentLocale, instalmentOutOfRangeMessage, instalmentProviderFor,
  isCartInstalmentEligible, isItemInstalmentEligible, type InstalmentItemContext,
} from './instalments';

const range = { minCents: 3500, maxCents: 200000 };
const usd = (cents: number) => `$${formatMoney(cents, 'USD')}`;

describe('instalment amount range (spec §5)', () => {
  it.each<[number, string | undefined]>([
    [3500, 'available for orders over $35.00'],
    [3501, undefined],
    [200000, undefined],
    [200001, 'available for orders up to $2,000.00'],
    [0, 'available for orders over $35.00'],
  ])('%i cents: %s', (amount, message) => {
    const check = checkInstalmentAmount(amount, range);
    expect(check.eligible ? undefined : instalmentOutOfRangeMessage(check.reason, range, usd)).toBe(message);
  });
});

describe('instalment locales and providers (spec §5)', () => {
  it.each<[string, string, string | undefined, string | undefined]>([
    ['en', 'US', 'en_US', 'first'],
    ['en-US', 'us', 'en_US', 'first'],
    ['fr', 'CA', 'fr_CA', 'first'],
    ['en_CA', 'CA', 'en_CA', 'first'],
    ['en', 'AU', 'en_AU', 'first'],
    ['en', 'NZ', 'en_NZ', 'first'],
    ['en', 'GB', 'en_GB', 'second'],
    ['fr', 'US', undefined, undefined],
    ['de', 'DE', undefined, undefined],
    ['fr', 'GB', undefined, undefined],
  ])('%s shopper with a %s account: locale %s, provider %s', (language, country, locale, provider) => {
    expect(instalmentLocale(language, country)).toBe(locale);
    expect(locale && instalmentProviderFor(locale)).toBe(provider);
  });
});

describe('instalment eligibility (spec §5)', () => {
  const eligible: InstalmentItemContext = {
    productType: ProductType.PHYSICAL, amountCents: 10000, afterPayAvailable: true,
    afterPayMin: 3500, afterPayMax: 200000, shopperLanguage: 'en', stripeAccountCountry: 'US',
  };
  it.each<[string, Partial<InstalmentItemContext>, boolean]>([
    ['physical, in range, US English', {}, true],
    ['digital product', { productType: ProductType.DIGITAL }, false],
    ['service', { productType: ProductType.SERVICE }, false],
    ['provider unavailable', { afterPayAvailable: false }, false],
    ['at the minimum', { amountCents: 3500 }, false],
    ['at the maximum', { amountCents: 200000 }, true],
    ['German shopper', { shopperLanguage: 'de' }, false],
  ])('%s: %s', (_case, change, expected) => expect(isItemInstalmentEligible({ ...eligible, ...change })).toBe(expected));

  it.each<[ProductType[], boolean]>([
    [[ProductType.PHYSICAL, ProductType.PHYSICAL], true],
    [[ProductType.PHYSICAL, ProductType.GIFT_CARD], false],
    [[], false],
  ])('cart of %j is eligible: %s', (types, expected) => {
    expect(isCartInstalmentEligible(types.map((productType) => ({ productType })))).toBe(expected);
  });

  it.each<[number, number | undefined, number]>([
    [10000, undefined, 2500],
    [9999, undefined, 2500],
    [10001, 4, 2500],
    [9000, 3, 3000],
  ])('%i cents over %s instalments is %i each', (price, count, each) => {
    expect(instalmentAmountCents(price, count)).toBe(each);
  });

  it('rejects a count below one', () => expect(() => instalmentAmountCents(1000, 0)).toThrow(RangeError));
});

describe('instalment information page locale (spec §7)', () => {
  it.each<[string, string, string]>([
    ['fr-CA', 'CA', 'fr_CA'],
    ['en-GB', 'GB', 'en_GB'],
    ['de-DE', 'DE', 'en_US'],
    ['fr', 'US', 'en_US'],
  ])('%s shopper, %s account: %s', (language, country, locale) => {
    expect(instalmentInfoLocale(language, country)).toBe(locale);
  });
});
