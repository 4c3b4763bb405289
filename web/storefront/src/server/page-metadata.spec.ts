import { canvasTote, fieldGuide, ironTeapot, linenShirt, productPageFixture, shopCollection, siteFixture, vintageLamp } from '../testing/fixtures';
import { pageMetadataHtml, productStructuredData, shortDescription } from './page-metadata';

const ORIGIN = 'https://store.example';
const site = siteFixture();

/** The JSON-LD a page's head carries, parsed. */
function jsonLdOf(html: string): unknown {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

const metaContent = (html: string, attribute: 'name' | 'property', key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('product page metadata', () => {
  const html = pageMetadataHtml({ origin: ORIGIN, pathname: '/shop/p/linen-shirt', site, productPage: productPageFixture(linenShirt) });

  it('describes the product for search engines and link previews, with absolute URLs', () => {
    expect(metaContent(html, 'name', 'description')).toBe('Breathable linen for warm days.');
    expect(html).toContain('<link rel="canonical" href="https://store.example/shop/p/linen-shirt">');
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(metaContent(html, 'property', 'og:title')).toBe('Linen Shirt');
    expect(metaContent(html, 'property', 'og:url')).toBe('https://store.example/shop/p/linen-shirt');
    expect(metaContent(html, 'property', 'og:description')).toBe('Breathable linen for warm days.');
    expect(metaContent(html, 'property', 'og:image')).toBe('https://store.example/images/linen-shirt.jpg');
    expect(metaContent(html, 'property', 'og:site_name')).toBe('Mercato Demo Store');
  });

  it('carries the schema.org Product with one offer per variant, at its price and availability', () => {
    const soldOut = linenShirt.variants[3];
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Linen Shirt',
      url: 'https://store.example/shop/p/linen-shirt',
      description: 'Breathable linen for warm days.',
      image: ['https://store.example/images/linen-shirt.jpg'],
      offers: linenShirt.variants.map((variant) => ({
        '@type': 'Offer',
        sku: variant.sku,
        price: variant.priceMoney.value === 4900 ? '49.00' : '45.00',
        priceCurrency: 'USD',
        availability: variant === soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
        url: 'https://store.example/shop/p/linen-shirt',
      })),
    });
  });

  it('escapes the product text so that it cannot leave its attribute or script element', () => {
    const hostile = { ...linenShirt, title: 'Shirt "x"', description: 'Soft </script><script>alert(1)</script>' };
    const escaped = pageMetadataHtml({ origin: ORIGIN, pathname: '/shop/p/linen-shirt', site, productPage: productPageFixture(hostile) });
    expect(escaped).not.toContain('<script>alert');
    expect(metaContent(escaped, 'property', 'og:title')).toBe('Shirt &quot;x&quot;');
    expect(jsonLdOf(escaped)).toMatchObject({ description: hostile.description });
  });
});

describe('productStructuredData', () => {
  const url = `${ORIGIN}/shop/p/x`;

  it('offers a sale variant at the price paid, and names the only SKU on the product', () => {
    expect(productStructuredData(vintageLamp, url, ORIGIN)).toMatchObject({
      sku: vintageLamp.variants[0]?.sku,
      offers: [{ price: '99.00', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock' }],
    });
    expect(productStructuredData(canvasTote, url, ORIGIN).offers.map((offer) => offer.price)).toEqual(['19.00', '19.00']);
    expect(productStructuredData(canvasTote, url, ORIGIN)).not.toHaveProperty('sku');
  });

  it('writes yen without decimals and keeps an absolute image URL as it is', () => {
    const teapot = { ...ironTeapot, images: [{ assetUrl: 'https://cdn.example/teapot.jpg', altText: '', title: '' }] };
    expect(productStructuredData(teapot, url, ORIGIN)).toMatchObject({ image: ['https://cdn.example/teapot.jpg'], offers: [{ price: '1234500', priceCurrency: 'JPY' }] });
  });

  it('offers a digital item once at its own price, always in stock; leaves out an image it has not', () => {
    const data = productStructuredData({ ...fieldGuide, images: [] }, url, ORIGIN);
    expect(data.offers).toEqual([{ '@type': 'Offer', sku: fieldGuide.variants[0]?.sku, price: '9.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url }]);
    expect(data).not.toHaveProperty('image');
  });
});

describe('other pages', () => {
  it('a collection: its description, a canonical URL without the view query, no product data', () => {
    const html = pageMetadataHtml({ origin: ORIGIN, pathname: '/shop', site, collectionPage: shopCollection });
    expect(metaContent(html, 'name', 'description')).toBe('Everything in the store.');
    expect(html).toContain('<link rel="canonical" href="https://store.example/shop">');
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'property', 'og:title')).toBe('Shop');
    expect(jsonLdOf(html)).toBeUndefined();
  });

  it('the home page: the site tagline', () => {
    const html = pageMetadataHtml({ origin: ORIGIN, pathname: '/', site });
    expect(metaContent(html, 'name', 'description')).toBe('Goods for everyday life');
    expect(metaContent(html, 'property', 'og:title')).toBe('Mercato Demo Store');
  });
});

describe('shortDescription', () => {
  it('collapses whitespace and cuts a long text at a word with an ellipsis', () => {
    expect(shortDescription('  Soft\n\nlinen  ')).toBe('Soft linen');
    const long = `${'word '.repeat(40)}end`;
    const cut = shortDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/^word( word)+…$/);
  });
});
