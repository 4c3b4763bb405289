import { ProductType } from '@mercato/spec';
import { EMPTY_VARIANT_DRAFT, productRequestOf, type ProductDraft } from './product-draft';

const draft = (rest: Partial<ProductDraft>): ProductDraft => ({
  title: 'Wool Scarf',
  description: '',
  productType: ProductType.PHYSICAL,
  options: [],
  variants: {},
  digital: { price: '', salePrice: '', onSale: false },
  ...rest,
});

describe('productRequestOf', () => {
  it('sends one variant per option combination, with typed prices, sale and stock', () => {
    const request = productRequestOf(
      draft({
        options: [{ name: 'Color', values: 'Red, Grey' }],
        variants: {
          'Color=Red': { ...EMPTY_VARIANT_DRAFT, price: '1,234.56', salePrice: '999', onSale: true, stock: '3' },
          'Color=Grey': { ...EMPTY_VARIANT_DRAFT, sku: ' GREY ', price: '1234.56', unlimited: true, stock: 'ignored' },
        },
      }),
      'USD',
    );
    expect(request).toEqual({
      product: {
        title: 'Wool Scarf',
        description: '',
        productType: ProductType.PHYSICAL,
        variantOptionOrdering: ['Color'],
        variants: [
          { sku: 'WOOL-SCARF-RED', priceCents: 123456, salePriceCents: 99900, onSale: true, unlimited: false, qtyInStock: 3, optionValues: [{ optionName: 'Color', value: 'Red' }] },
          { sku: 'GREY', priceCents: 123456, salePriceCents: 0, onSale: false, unlimited: true, qtyInStock: 0, optionValues: [{ optionName: 'Color', value: 'Grey' }] },
        ],
      },
    });
  });

  it("names each value it cannot send by the server's field path", () => {
    const request = productRequestOf(
      draft({ options: [{ name: 'Size', values: 'S, M' }], variants: { 'Size=M': { ...EMPTY_VARIANT_DRAFT, price: '12.5', onSale: true, stock: '-1' } } }),
      'JPY',
    );
    expect(request).toEqual({
      errors: {
        'variants.0.priceCents': 'Enter an amount.',
        'variants.1.priceCents': 'JPY amounts have no decimals.',
        'variants.1.salePriceCents': 'Enter an amount.',
        'variants.1.qtyInStock': 'Enter a whole number, e.g. 5.',
      },
    });
  });

  it('gives a digital product its own price and no variants', () => {
    expect(productRequestOf(draft({ productType: ProductType.DIGITAL, digital: { price: '9', salePrice: '', onSale: false } }), 'USD')).toEqual({
      product: { title: 'Wool Scarf', description: '', productType: ProductType.DIGITAL, variantOptionOrdering: [], digital: { priceCents: 900, salePriceCents: 0, onSale: false } },
    });
  });
});
