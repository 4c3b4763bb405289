import { PageType } from '@mercato/spec';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageView } from '../analytics/react';
import { useStorefrontApi } from '../api/api-context';
import { type StorefrontApi } from '../api/client';
import { storefrontQueries } from '../api/queries';
import { type ProductView, type SiteView } from '../api/types';
import { Image, sizeOf } from '../components/image';
import { ProductPrice } from './product-price';
import { prefetchSiteAccess, SiteLockGate } from './site-lock-gate';

/** How many of the first store's products the home page shows: one row on a wide screen. */
export const FEATURED_PRODUCTS = 4;

/**
 * The store page the home page features: the first navigation link to one of the site's pages
 * (`/{urlId}`); undefined when the navigation has none. A page that is not a store answers 404
 * and features nothing.
 */
export function featuredCollectionUrlId(site: Pick<SiteView, 'navigation'>): string | undefined {
  const link = site.navigation.find((candidate) => candidate.collectionId !== '' && /^\/[^/]+$/.test(candidate.href));
  return link?.href.slice(1);
}

/**
 * The home page's server read: the site's lock screen, and the featured store's products so the
 * pictures are in the first HTML. The featured read never fails the page: without it the home page
 * shows its links alone.
 */
export async function prefetchHomePage(queryClient: QueryClient, api: StorefrontApi): Promise<unknown[]> {
  const featured = async () => {
    // A failed site read is the page's to report (the render reads the site too).
    const site = await queryClient.fetchQuery(storefrontQueries.site(api)).catch(() => null);
    const urlId = site ? featuredCollectionUrlId(site) : undefined;
    if (urlId) await queryClient.prefetchQuery(storefrontQueries.collection(api, urlId));
  };
  const [access] = await Promise.all([prefetchSiteAccess(queryClient, api), featured()]);
  return access;
}

/** The site's navigation and the first store's products with their pictures; a site lock shows its lock screen here as on every other page (spec §6). */
export function HomePage({ site }: { site: SiteView }) {
  return (
    <SiteLockGate>
      {(protectedContent) => (
        <section className="home" data-testid="home">
          <title>{site.title}</title>
          <PageView pageType={protectedContent ? PageType.PROTECTED_CONTENT : PageType.PAGE} />
          <h1>{site.title}</h1>
          <FeaturedProducts site={site} />
          {site.navigation.length > 0 && (
            <>
              <h2>Collections</h2>
              <ul className="collection-links" data-testid="collection-links">
                {site.navigation.map((link) => (
                  <li key={`${link.collectionId}:${link.href}`}>
                    <Link to={link.href}>{link.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </SiteLockGate>
  );
}

/** Like a store page's cards: about a quarter of the page on a wide screen, the whole width on a phone. */
const FEATURED_IMAGE_SIZES = '(max-width: 432px) 100vw, (max-width: 900px) 50vw, 280px';

/** Nothing while the store loads, or when it is closed (a member area) or missing: the links stay. */
function FeaturedProducts({ site }: { site: SiteView }) {
  const urlId = featuredCollectionUrlId(site);
  const api = useStorefrontApi();
  const query = useQuery({ ...storefrontQueries.collection(api, urlId ?? ''), enabled: urlId !== undefined, retry: false });
  const products = query.data?.products.slice(0, FEATURED_PRODUCTS) ?? [];
  if (products.length === 0) return null;
  return (
    <>
      <h2>Featured</h2>
      <ul className="products products-grid" data-testid="featured-products">
        {products.map((product, index) => (
          <FeaturedProduct key={product.id} product={product} first={index === 0} />
        ))}
      </ul>
    </>
  );
}

function FeaturedProduct({ product, first }: { product: ProductView; first: boolean }) {
  const image = product.images[0];
  return (
    <li className="product-card" data-testid="featured-product">
      <Link to={product.url} className="product-card-link">
        {/* The title beside it names the link: alt text would say it twice. The first picture is the
            page's largest paint (spec §4 priority high); the others wait for the scroll. */}
        {image && <Image src={image.assetUrl} {...sizeOf(image.originalSize)} alt="" sizes={FEATURED_IMAGE_SIZES} priority={first ? 'high' : 'none'} testId="featured-product-image" />}
        <span className="product-card-title">{product.title}</span>
      </Link>
      <ProductPrice product={product} />
    </li>
  );
}
