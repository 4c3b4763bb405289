import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { consoleQueries } from '../api/queries';
import type { Product } from '../api/types';
import { displayLabel, moneyText } from '../model/product-summary';
import { siteUrlOf } from '../model/sites';
import { useApi, usePageLocation } from './api-context';
import { productTypeName } from './product-types';
import { QueryState } from './query-state';
import { useCurrentSite } from './site-context';
import { ReadOnlyNote } from './stores-page';
import { VariantEditor } from './variant-editor';

/** One product: each variant's price, sale and stock, changeable by roles that may write the catalog. */
export function ProductPage() {
  const api = useApi();
  const { collectionId = '', itemId = '' } = useParams();
  const { site, basePath } = useCurrentSite();
  const products = useQuery(consoleQueries.products(api, site.websiteId, collectionId));
  return (
    <QueryState query={products}>
      {(list) => {
        const product = list.find((candidate) => candidate.id === itemId);
        if (!product) return <p role="alert">This product is not in the store.</p>;
        return <ProductDetails product={product} storePath={`${basePath}/stores/${collectionId}`} />;
      }}
    </QueryState>
  );
}

function ProductDetails({ product, storePath }: { product: Product; storePath: string }) {
  const page = usePageLocation();
  const { site } = useCurrentSite();
  const canEdit = site.access.catalog === 'edit';
  const label = displayLabel(product);
  return (
    <>
      <p>
        <Link to={storePath}>Back to the store</Link>
      </p>
      <h1 data-testid="product-title">{product.title}</h1>
      <p>
        {productTypeName(product.productType)}
        {label ? <span className="status-label"> {label}</span> : null} ·{' '}
        <a href={siteUrlOf(site, page, product.url)} data-testid="storefront-link">
          View on the storefront
        </a>
      </p>
      {canEdit ? null : <ReadOnlyNote />}
      {product.digital ? (
        <p>
          Price {moneyText(product.digital.priceMoney)}
          {product.digital.onSale ? `, on sale for ${moneyText(product.digital.salePriceMoney)}` : ''}
        </p>
      ) : null}
      {product.variants.map((variant) => (
        <VariantEditor key={variant.id} product={product} variant={variant} canEdit={canEdit} />
      ))}
    </>
  );
}
