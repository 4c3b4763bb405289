import { type ProductView } from '../api/types';
import { storefrontQueries } from '../api/queries';
import { linenShirt, productPageFixture, siteFixture, vintageLamp } from '../testing/fixtures';
import { countOf, renderRoute, tagOf, textOf } from '../testing/render-route';

const merchandising = (overrides: Partial<ProductView['merchandising']>): ProductView['merchandising'] => ({
  scarcityEnabled: true,
  scarcityText: 'Only a few left',
  scarcityShownByDefault: true,
  customSoldOutText: '',
  mailingListSignUpEnabled: false,
  mailingListOptInByDefault: false,
  restockSuccessText: '',
  ...overrides,
});

function renderProduct(product: ProductView): string {
  return renderRoute(`/shop/p/${product.urlId}`, (queryClient, api) => {
    queryClient.setQueryData(storefrontQueries.site(api).queryKey, siteFixture());
    queryClient.setQueryData(storefrontQueries.product(api, 'shop', product.urlId).queryKey, productPageFixture(product));
  });
}

describe('merchandising texts on the product page (spec §3)', () => {
  it('shows the scarcity text before a choice when the owner shows it by default', () => {
    expect(textOf(renderProduct({ ...linenShirt, merchandising: merchandising({}) }), 'scarcity-text')).toBe('Only a few left');
  });

  it('keeps the scarcity text back until a choice when not shown by default, and when scarcity is off', () => {
    expect(textOf(renderProduct({ ...linenShirt, merchandising: merchandising({ scarcityShownByDefault: false }) }), 'scarcity-text')).toBeUndefined();
    expect(textOf(renderProduct({ ...linenShirt, merchandising: merchandising({ scarcityEnabled: false }) }), 'scarcity-text')).toBeUndefined();
  });

  it("says the owner's sold-out text for a sold-out variant, and no scarcity", () => {
    const html = renderProduct({ ...vintageLamp, merchandising: merchandising({ customSoldOutText: 'Back in spring' }) });
    expect(textOf(html, 'variant-availability')).toBe('Back in spring');
    expect(textOf(html, 'scarcity-text')).toBeUndefined();
  });

  it('says the default "sold out" without a custom text', () => {
    expect(textOf(renderProduct(vintageLamp), 'variant-availability')).toBe('sold out');
  });

  it('offers the restock box\'s "join mailing list" only where merchandising enables it, checked when it opts in by default', () => {
    const box = (overrides: Partial<ProductView['merchandising']>) => renderProduct({ ...vintageLamp, merchandising: merchandising(overrides) });
    expect(countOf(box({}), 'restock-box')).toBe(1);
    expect(countOf(box({}), 'restock-join-mailing-list')).toBe(0);
    expect(tagOf(box({ mailingListSignUpEnabled: true }), 'restock-join-mailing-list')).not.toContain('checked');
    expect(tagOf(box({ mailingListSignUpEnabled: true, mailingListOptInByDefault: true }), 'restock-join-mailing-list')).toContain('checked=""');
  });
});
