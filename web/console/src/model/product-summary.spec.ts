import { ProductType } from '@mercato/spec';
import type { Product, Variant } from '../api/types';
import { mugProduct } from '../testing/fixtures';
import { displayLabel, priceSummary, stockSummary } from './product-summary';

const usd = (value: number) => ({ value, currency: 'USD' as const });
const variant = (priceCents: number, rest: Partial<Variant> = {}): Variant => ({
  id: `v-${priceCents}`,
  sku: `SKU-${priceCents}`,
  priceMoney: usd(priceCents),
  salePriceMoney: usd(0),
  onSale: false,
  unlimited: false,
  qtyInStock: 2,
  attributes: {},
  optionValues: [],
  ...rest,
});
const product = (variants: Variant[], rest: Partial<Product> = {}): Product => ({ ...mugProduct, variants, ...rest });

describe('product summaries', () => {
  it('shows one price when all variants cost the same, else "from" the lowest current price', () => {
    expect(priceSummary(product([variant(1800), variant(1800)]))).toBe('18.00 USD');
    expect(priceSummary(product([variant(2200), variant(1800, { onSale: true, salePriceMoney: usd(1500) })]))).toBe('from 15.00 USD');
    expect(priceSummary(product([], { productType: ProductType.DIGITAL, digital: { priceMoney: usd(900), salePriceMoney: usd(0), onSale: false } }))).toBe('9.00 USD');
  });

  it('counts stock over the variants, unlimited when any is', () => {
    expect(stockSummary(product([variant(1), variant(2, { qtyInStock: 5 })]))).toBe('7');
    expect(stockSummary(product([variant(1), variant(2, { unlimited: true })]))).toBe('unlimited');
  });

  it("labels the product as the storefront will: sold out before sale", () => {
    expect(displayLabel(product([variant(1, { qtyInStock: 0, onSale: true })]))).toBe('sold out');
    expect(displayLabel(product([variant(1, { onSale: true })]))).toBe('sale');
    expect(displayLabel(product([variant(1)]))).toBe('');
  });
});
