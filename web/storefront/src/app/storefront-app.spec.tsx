import { ADD_TO_CART_BUTTON, ProductType } from '@mercato/spec';
import { type QueryClient } from '@tanstack/react-query';
import { type StorefrontApi } from '../api/client';
import { storefrontQueries } from '../api/queries';
import { type ProductView } from '../api/types';
import {
  canvasTote,
  fieldGuide,
  ironTeapot,
  linenShirt,
  productFixture,
  productPageFixture,
  shopCollection,
  siteFixture,
  variantFixture,
  vintageLamp,
} from '../testing/fixtures';
import { countOf, preloadPageAt, renderRoute, tagOf, textOf } from '../testing/render-route';
import { FEATURED_PRODUCTS, featuredCollectionUrlId } from './home-page';

function withSite(queryClient: QueryClient, api: StorefrontApi, site = siteFixture()) {
  queryClient.setQueryData(storefrontQueries.site(api).queryKey, site);
}

function renderProduct(product: ProductView, site = siteFixture()): string {
  return renderRoute(`/shop/p/${product.urlId}`, (queryClient, api) => {
    withSite(queryClient, api, site);
    queryClient.setQueryData(storefrontQueries.product(api, 'shop', product.urlId).queryKey, productPageFixture(product));
  });
}

describe('product page', () => {
  const html = renderProduct(linenShirt);

  it('shows the title as heading and in the document title', () => {
    expect(textOf(html, 'product-title')).toBe('Linen Shirt');
    expect(html).toContain('<title>Linen Shirt — Mercato Demo Store</title>');
  });

  it('shows the lowest price as a "from" price while no variant is chosen', () => {
    expect(textOf(html, 'product-price')).toBe('from 45.00 USD');
  });

  it('renders one select per option, in option order, each opening with its prompt', () => {
    const sizeSelect = /data-testid="variant-select-Size"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '';
    expect(sizeSelect).toMatch(/^<option value="" selected="">Select Size<\/option><option value="S">S<\/option><option value="M">M<\/option><option value="L">L<\/option>$/);
    expect(html).toContain('<option value="" selected="">Select Color</option>');
    expect(html.indexOf('variant-select-Size')).toBeLessThan(html.indexOf('variant-select-Color'));
  });

  it('offers the quantity input with the spec bounds for a stocked physical product', () => {
    const input = tagOf(html, 'quantity-input') ?? '';
    for (const attribute of ['type="number"', 'min="1"', 'max="9999"', 'step="1"', 'value="1"']) expect(input).toContain(attribute);
    expect(html).toMatch(/<label[^>]*>Quantity<\/label>/);
  });

  it('renders the add-to-cart button with the spec §4 default text, disabled until the browser takes over', () => {
    expect(textOf(html, 'add-to-cart')).toBe(ADD_TO_CART_BUTTON.defaultText);
    expect(tagOf(html, 'add-to-cart')).toContain('disabled');
  });

  it('uses the custom button text when the product asks for it', () => {
    const custom = productFixture({ title: 'Poster', urlId: 'poster', useCustomAddButtonText: true, customAddButtonText: 'Pre-order' });
    expect(textOf(renderProduct(custom), 'add-to-cart')).toBe('Pre-order');
  });

  it('labels a sold-out product "sold out" even when it is also on sale', () => {
    const lamp = renderProduct(vintageLamp);
    expect(countOf(lamp, 'product-status')).toBe(1);
    expect(textOf(lamp, 'product-status')).toBe('sold out');
  });

  it('labels a sale and strikes the regular price through', () => {
    const tote = renderProduct(canvasTote);
    expect(textOf(tote, 'product-status')).toBe('sale');
    expect(textOf(tote, 'price-current')).toBe('19.00 USD');
    expect(html).not.toContain('<s ');
    expect(tote).toMatch(/<s [^>]*data-testid="price-regular"[^>]*><span>25.00 USD<\/span><\/s>/);
  });

  it('hides the quantity input for a digital product and shows its own price', () => {
    const guide = renderProduct(fieldGuide);
    expect(countOf(guide, 'quantity-input')).toBe(0);
    expect(textOf(guide, 'product-price')).toBe('9.00 USD');
    expect(fieldGuide.productType).toBe(ProductType.DIGITAL);
  });

  it('hides the quantity input when only one item is left', () => {
    const lastOne = productFixture({ title: 'Last Print', urlId: 'last-print', variants: [variantFixture({}, { stock: 1 })] });
    expect(countOf(renderProduct(lastOne), 'quantity-input')).toBe(0);
  });

  it('formats JPY without decimals', () => {
    const teapot = renderProduct(ironTeapot, siteFixture({ title: 'Tokyo Tea House', currency: 'JPY', locale: 'ja-JP' }));
    expect(textOf(teapot, 'product-price')).toBe('1,234,500 JPY');
  });

  it('uses the locale-aware currency format when the site turns CLDR formatting on', () => {
    const cldr = renderRoute('/shop/p/canvas-tote', (queryClient, api) => {
      withSite(queryClient, api);
      queryClient.setQueryData(storefrontQueries.product(api, 'shop', 'canvas-tote').queryKey, productPageFixture(canvasTote, { useCLDRMoneyFormat: true }));
    });
    expect(textOf(cldr, 'price-current')).toBe('$19.00');
  });

  it('renders the not-found page for an unknown product', () => {
    const missing = renderRoute('/shop/p/nope', (queryClient, api) => {
      withSite(queryClient, api);
      queryClient.setQueryData(storefrontQueries.product(api, 'shop', 'nope').queryKey, null);
    });
    expect(countOf(missing, 'not-found')).toBe(1);
    expect(countOf(missing, 'product-detail')).toBe(0);
  });
});

describe('collection page', () => {
  beforeAll(() => preloadPageAt('/shop'));

  function renderCollection(url: string): string {
    return renderRoute(url, (queryClient, api) => {
      withSite(queryClient, api);
      queryClient.setQueryData(storefrontQueries.collection(api, 'shop').queryKey, shopCollection);
    });
  }

  it('lists every product as a grid by default, linking to its page', () => {
    const html = renderCollection('/shop');
    expect(tagOf(html, 'product-list')).toContain('data-view="grid"');
    expect(countOf(html, 'product-card')).toBe(shopCollection.products.length);
    expect(html).toContain('href="/shop/p/linen-shirt"');
    // The card's title names its link: the image is decorative there.
    expect(html).toMatch(/<img src="\/images\/linen-shirt.jpg"[^>]* alt=""/);
  });

  it('switches to the list view with ?view=list, through plain links', () => {
    const html = renderCollection('/shop?view=list');
    expect(tagOf(html, 'product-list')).toContain('data-view="list"');
    expect(tagOf(html, 'view-list')).toContain('aria-current="page"');
    expect(tagOf(html, 'view-grid')).not.toContain('aria-current');
    expect(tagOf(html, 'view-grid')).toContain('href="/shop?view=grid"');
  });

  it('falls back to the grid for an unknown view', () => {
    expect(tagOf(renderCollection('/shop?view=carousel'), 'product-list')).toContain('data-view="grid"');
  });
});

describe('home page and site chrome', () => {
  const html = renderRoute('/', (queryClient, api) => {
    withSite(queryClient, api);
    queryClient.setQueryData(storefrontQueries.siteAccess(api).queryKey, { protectedContent: false });
  });

  it('shows the site header, main navigation and footer', () => {
    expect(textOf(html, 'site-header')).toContain('Goods for everyday life');
    expect(textOf(html, 'main-navigation')).toBe('Shop');
    expect(textOf(html, 'site-footer')).toBe('© Mercato Demo Store');
  });

  it('links to the collections from the navigation', () => {
    expect(textOf(html, 'collection-links')).toBe('Shop');
    expect(/data-testid="collection-links".*?href="\/shop"/s.test(html)).toBe(true);
  });

  it("features the first store's products with their pictures: the first one eager and high priority, the rest lazy, all sized", () => {
    const featured = renderRoute('/', (queryClient, api) => {
      withSite(queryClient, api);
      queryClient.setQueryData(storefrontQueries.siteAccess(api).queryKey, { protectedContent: false });
      queryClient.setQueryData(storefrontQueries.collection(api, 'shop').queryKey, { ...shopCollection, products: [...shopCollection.products, ironTeapot] });
    });
    expect(countOf(featured, 'featured-product')).toBe(FEATURED_PRODUCTS);
    const images = [...featured.matchAll(/<img [^>]*data-testid="featured-product-image"[^>]*>/g)].map(([tag]) => tag);
    expect(images).toHaveLength(FEATURED_PRODUCTS);
    expect(images[0]).toContain('src="/images/linen-shirt.jpg"');
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toContain('fetchPriority="high"');
    for (const image of images.slice(1)) expect(image).toContain('loading="lazy"');
    for (const image of images) {
      // Width and height reserve the space (no layout shift); srcset and sizes pick the rendition.
      expect(image).toMatch(/width="800" height="800"/);
      expect(image).toMatch(/srcSet="[^"]*500w/);
      expect(image).toContain('sizes="(max-width: 432px) 100vw');
      expect(image).toContain('alt=""');
    }
    expect(featured).toContain('href="/shop/p/linen-shirt"');
    expect(textOf(featured, 'featured-products')).toContain('45.00');
  });

  it('shows its links alone while the featured store is unread or has no products', () => {
    expect(countOf(html, 'featured-products')).toBe(0);
    expect(featuredCollectionUrlId(siteFixture())).toBe('shop');
    expect(featuredCollectionUrlId(siteFixture({ navigation: [{ title: 'Blog', href: 'https://blog.example', collectionId: '' }] }))).toBeUndefined();
  });

  it('renders the not-found page inside the site chrome for an unknown route', () => {
    const missing = renderRoute('/shop/extra/segments', withSite);
    expect(countOf(missing, 'not-found')).toBe(1);
    expect(countOf(missing, 'site-header')).toBe(1);
  });
});
