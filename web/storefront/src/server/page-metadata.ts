import { CURRENCIES, isStockKeeping, isVariantInStock } from '@mercato/spec';
import { type CollectionPageData, type Money, type ProductPageData, type ProductView, type SiteView } from '../api/types';
import { priceDisplay } from '../app/product-model';
import { escapeHtml, scriptSafeJson } from './html';

/** What a found page tells search engines and link previews, from the data it shows. */
export interface PageFacts {
  /** Scheme, host and port the visitor used, e.g. "https://shop.example". */
  readonly origin: string;
  /** The page's path without its query (the collection's views are one page). */
  readonly pathname: string;
  readonly site: SiteView;
  readonly productPage?: ProductPageData;
  readonly collectionPage?: CollectionPageData;
}

/** Search results cut descriptions near this length. */
const DESCRIPTION_MAX_LENGTH = 160;

const SCHEMA_IN_STOCK = 'https://schema.org/InStock';
const SCHEMA_OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** <meta name="description">, the canonical link, Open Graph tags and, on a product page, its schema.org Product as JSON-LD. */
export function pageMetadataHtml(facts: PageFacts): string {
  const { site, productPage, collectionPage } = facts;
  const product = productPage?.product;
  const canonicalUrl = new URL(product?.url ?? facts.pathname, facts.origin).href;
  const description = shortDescription(product?.description || collectionPage?.collection.description || site.header.tagline || site.title);
  const image = product?.images[0];
  const openGraph: [string, string][] = [
    ['og:type', product ? 'product' : 'website'],
    ['og:title', product?.title ?? collectionPage?.collection.title ?? site.title],
    ['og:url', canonicalUrl],
    ['og:description', description],
    ['og:site_name', site.title],
    ...(image ? ([['og:image', new URL(image.assetUrl, facts.origin).href]] as [string, string][]) : []),
  ];
  return [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    ...openGraph.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
    ...(product ? [`<script type="application/ld+json">${scriptSafeJson(productStructuredData(product, canonicalUrl, facts.origin))}</script>`] : []),
  ].join('\n');
}

/** Whitespace collapsed, cut at a word near DESCRIPTION_MAX_LENGTH. */
export function shortDescription(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= DESCRIPTION_MAX_LENGTH) return collapsed;
  const cut = collapsed.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export interface StructuredOffer {
  '@type': 'Offer';
  sku?: string;
  price: string;
  priceCurrency: string;
  availability: typeof SCHEMA_IN_STOCK | typeof SCHEMA_OUT_OF_STOCK;
  url: string;
}

export interface StructuredProduct {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  url: string;
  description?: string;
  sku?: string;
  image?: string[];
  offers: StructuredOffer[];
}

/** schema.org Product: one Offer per variant at the price a visitor pays (the sale price while on sale). */
export function productStructuredData(product: ProductView, url: string, origin: string): StructuredProduct {
  const variants = product.variants;
  const offers: StructuredOffer[] =
    product.digital || variants.length === 0
      ? priceOffers(product, url)
      : variants.map((variant) => ({
          '@type': 'Offer',
          sku: variant.sku,
          ...schemaPrice(priceDisplay(product, variant)?.current ?? variant.priceMoney),
          availability: !isStockKeeping(product.productType) || isVariantInStock(variant) ? SCHEMA_IN_STOCK : SCHEMA_OUT_OF_STOCK,
          url,
        }));
  const onlySku = variants.length === 1 ? variants[0]?.sku : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    url,
    ...(product.description ? { description: product.description } : {}),
    ...(onlySku ? { sku: onlySku } : {}),
    ...(product.images.length > 0 ? { image: product.images.map((image) => new URL(image.assetUrl, origin).href) } : {}),
    offers,
  };
}

/** A product priced on itself (digital) or with no variants: one offer at its shown price, never out of stock. */
function priceOffers(product: ProductView, url: string): StructuredOffer[] {
  const price = priceDisplay(product)?.current;
  return price ? [{ '@type': 'Offer', ...(product.variants[0] ? { sku: product.variants[0].sku } : {}), ...schemaPrice(price), availability: SCHEMA_IN_STOCK, url }] : [];
}

/** schema.org wants a decimal amount ("45.00", "12345" for yen), not minor units. */
function schemaPrice(money: Money): { price: string; priceCurrency: string } {
  const digits = CURRENCIES[money.currency].fractionDigits;
  return { price: (money.value / 10 ** digits).toFixed(digits), priceCurrency: money.currency };
}
