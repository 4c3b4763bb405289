import { CollectionView, PageType } from '@mercato/spec';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageView, useProductImageRef } from '../analytics/react';
import { Image, sizeOf } from '../components/image';
import { useStorefrontApi } from '../api/api-context';
import { storefrontQueries } from '../api/queries';
import { type ProductView, type SiteView, type StoreSettings } from '../api/types';
import { PageForms } from '../forms/page-forms';
import { ProductPrice, ProductStatusLabel } from './product-price';
import { QueryOutcome } from './query-outcome';
import { QuickView } from './quick-view';

/** The spec §2 views a store page lists its products in (the product view is the item's own page). */
const LIST_VIEWS = [CollectionView.GRID, CollectionView.LIST] as const;
type ListView = (typeof LIST_VIEWS)[number];

/** `?view=list|grid`; anything else falls back to the grid. */
export function collectionView(searchParams: URLSearchParams): ListView {
  const requested = searchParams.get('view');
  return LIST_VIEWS.find((view) => view === requested) ?? CollectionView.GRID;
}

const VIEW_LABELS: Record<ListView, string> = { [CollectionView.GRID]: 'Grid', [CollectionView.LIST]: 'List' };

export function CollectionPage({ site }: { site: SiteView }) {
  const { collectionUrlId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const view = collectionView(searchParams);
  const query = useQuery(storefrontQueries.collection(useStorefrontApi(), collectionUrlId));

  return (
    <QueryOutcome query={query}>
      {({ collection, products, protectedContent }) => (
        <section className="collection" data-testid="collection">
          <title>{`${collection.title} — ${site.title}`}</title>
          <PageView pageType={protectedContent ? PageType.PROTECTED_CONTENT : PageType.MAIN_CONTENT} collectionId={collection.id} />
          <h1>{collection.title}</h1>
          {collection.description && <p className="collection-description">{collection.description}</p>}
          {/* Plain links, so switching views works before (or without) hydration. */}
          <nav aria-label="Collection view" className="view-toggle" data-testid="view-toggle">
            {LIST_VIEWS.map((option) => (
              <Link key={option} to={{ search: `?view=${option}` }} aria-current={option === view ? 'page' : undefined} data-testid={`view-${option}`}>
                {VIEW_LABELS[option]}
              </Link>
            ))}
          </nav>
          <ul className={`products products-${view}`} data-testid="product-list" data-view={view}>
            {products.map((product, index) => (
              <ProductCard key={product.id} product={product} storeSettings={site.storeSettings} first={index === 0} />
            ))}
          </ul>
          <PageForms pageId={collection.id} />
        </section>
      )}
    </QueryOutcome>
  );
}

/** Cards fill the grid's columns (at least 14rem): the whole width on a phone, about a quarter on a wide screen. */
const CARD_IMAGE_SIZES = '(max-width: 432px) 100vw, (max-width: 900px) 50vw, 280px';

function ProductCard({ product, storeSettings, first }: { product: ProductView; storeSettings: StoreSettings; first: boolean }) {
  const image = product.images[0];
  const imageRef = useProductImageRef();
  return (
    <li className="product-card" data-testid="product-card">
      <Link to={product.url} className="product-card-link">
        {/* The title beside it names the link: alt text would say it twice. */}
        {image && <Image imageRef={imageRef} src={image.assetUrl} {...sizeOf(image.originalSize)} alt="" sizes={CARD_IMAGE_SIZES} priority={first ? 'high' : 'none'} />}
        <span className="product-card-title">{product.title}</span>
      </Link>
      <div className="product-card-meta">
        <ProductStatusLabel product={product} />
        <ProductPrice product={product} />
        <QuickView product={product} storeSettings={storeSettings} />
      </div>
    </li>
  );
}
