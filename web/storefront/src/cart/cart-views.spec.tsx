import { minimumSubtotalMessage } from '@mercato/spec';
import { storefrontQueries } from '../api/queries';
import { type SiteView } from '../api/types';
import { siteFixture } from '../testing/fixtures';
import { countOf, renderRoute, tagOf, textOf } from '../testing/render-route';
import { cartQueryKey } from './cart-context';
import { type CartEntry, type ShoppingCart } from './cart-types';

function cartOf(entries: CartEntry[]): ShoppingCart {
  return {
    id: 'cart-1',
    websiteId: 'site-demo',
    entries,
    subtotalCents: entries.reduce((sum, entry) => sum + entry.subTotal, 0),
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: true,
  };
}

const shirt: CartEntry = {
  id: 'entry-1',
  itemId: 'item-linen-shirt',
  quantity: 2,
  chosenVariant: { sku: 'SHIRT-M-BLUE', attributes: { Size: 'M', Color: 'Blue' } },
  additionalFields: { Monogram: 'JD' },
  title: 'Linen Shirt',
  subTotal: 9000,
  purchasePriceCents: 4500,
  image: { assetUrl: 'https://shop.example/media/shirt.jpg', altText: 'Blue linen shirt', originalSize: '1200x1500' },
};

/** Renders `url` as the browser would once the cart read answered `cart` (the server never has one), on an unlocked site. */
function renderWithCart(url: string, cart: ShoppingCart | undefined, site: SiteView = siteFixture()): string {
  return renderRoute(url, (queryClient, api) => {
    queryClient.setQueryData(storefrontQueries.site(api).queryKey, site);
    queryClient.setQueryData(storefrontQueries.siteAccess(api).queryKey, { protectedContent: false });
    if (cart) queryClient.setQueryData(cartQueryKey, cart);
  });
}

describe('cart pill and indicator (spec §2, §4, §8, §9)', () => {
  it('hides the pill for an empty cart and marks the indicator empty', () => {
    const html = renderWithCart('/', undefined);
    expect(countOf(html, 'cart-pill')).toBe(0);
    expect(tagOf(html, 'cart-indicator')).toContain('data-empty="true"');
    expect(textOf(html, 'cart-indicator-subtotal')).toBe('0.00 USD');
  });

  it('shows the count on a pill linking to /cart, with its spoken label', () => {
    const html = renderWithCart('/', cartOf([shirt]));
    expect(tagOf(html, 'cart-pill')).toContain('href="/cart"');
    // Named by what it shows, then the spec's spoken label.
    expect(tagOf(html, 'cart-pill')).toContain('aria-label="Cart 2 (2 items in cart)"');
    expect(textOf(html, 'cart-pill-count')).toBe('2');
    expect(tagOf(html, 'cart-indicator')).not.toContain('data-empty');
    expect(textOf(html, 'cart-indicator-subtotal')).toBe('90.00 USD');
  });

  it.each([
    [1, '1', 'One item in cart'],
    [100, '100', '100 items in cart'],
    [101, '100+', 'More than 100 items in cart'],
  ])('caps the count: %i items read "%s", "%s"', (quantity, shown, spoken) => {
    const html = renderWithCart('/', cartOf([{ ...shirt, quantity, subTotal: quantity * 4500 }]));
    expect(textOf(html, 'cart-pill-count')).toBe(shown);
    expect(tagOf(html, 'cart-pill')).toContain(`aria-label="Cart ${shown} (${spoken})"`);
  });
});

describe('/cart page (spec §2)', () => {
  it('lists each entry with its title, chosen variant, answers, quantity and subtotal, then the checkout button', () => {
    const html = renderWithCart('/cart', cartOf([shirt]));
    expect(textOf(html, 'cart-entry-title')).toBe('Linen Shirt');
    expect(textOf(html, 'cart-entry-variant')).toBe('Size: M, Color: Blue');
    expect(textOf(html, 'cart-entry-fields')).toBe('MonogramJD');
    expect(tagOf(html, 'cart-entry-quantity')).toContain('value="2"');
    expect(textOf(html, 'cart-subtotal')).toBe('90.00 USD');
    expect(tagOf(html, 'checkout-button')).toContain('href="/checkout"');
    expect(html).toContain('<title>Cart — Mercato Demo Store</title>');
  });

  it('shows each entry\'s image as a small lazy thumbnail with its size and alt text, and none for an entry without one', () => {
    const html = renderWithCart('/cart', cartOf([shirt, { ...shirt, id: 'entry-2', image: null }]));
    const thumbnail = tagOf(html, 'cart-entry-image');
    expect(thumbnail).toContain('src="https://shop.example/media/shirt.jpg"');
    expect(thumbnail).toContain('alt="Blue linen shirt"');
    // Width and height reserve the space (no layout shift); the 64px slot picks a small rendition.
    expect(thumbnail).toContain('width="1200"');
    expect(thumbnail).toContain('height="1500"');
    expect(thumbnail).toContain('sizes="64px"');
    expect(thumbnail).toMatch(/srcSet="[^"]*100w/);
    expect(thumbnail).toContain('loading="lazy"');
    expect(countOf(html, 'cart-entry-image')).toBe(1);
  });

  it('refuses checkout below the store\'s minimum subtotal, saying so in the spec\'s words', () => {
    const site = siteFixture({ storeSettings: { useLightCart: false, multipleQuantityAllowedForServices: true, minimumOrderSubtotalCents: 10000 } as SiteView['storeSettings'] });
    const html = renderWithCart('/cart', cartOf([shirt]), site);
    expect(textOf(html, 'cart-minimum-subtotal')).toBe(minimumSubtotalMessage('100.00 USD'));
    expect(countOf(html, 'checkout-button')).toBe(0);
  });

  it('is not taken for a collection called "cart"', () => {
    const html = renderWithCart('/cart', cartOf([]));
    expect(countOf(html, 'cart-page')).toBe(1);
    expect(countOf(html, 'collection')).toBe(0);
  });
});
