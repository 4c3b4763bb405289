import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { consoleQueries } from '../api/queries';
import { displayLabel, priceSummary, stockSummary } from '../model/product-summary';
import { siteUrlOf } from '../model/sites';
import { useApi, usePageLocation } from './api-context';
import { productTypeName } from './product-types';
import { QueryState } from './query-state';
import { useCurrentSite } from './site-context';
import { ReadOnlyNote } from './stores-page';

/** A store's products with their price, stock and storefront label. */
export function ProductsPage() {
  const api = useApi();
  const page = usePageLocation();
  const { collectionId = '' } = useParams();
  const { site, basePath } = useCurrentSite();
  const products = useQuery(consoleQueries.products(api, site.websiteId, collectionId));
  const stores = useQuery(consoleQueries.stores(api, site.websiteId));
  const store = stores.data?.find((candidate) => candidate.id === collectionId);
  const canEdit = site.access.catalog === 'edit';
  return (
    <>
      <div className="page-heading">
        <h1>{store ? store.title : 'Products'}</h1>
        {canEdit ? (
          <Link to={`${basePath}/stores/${collectionId}/products/new`} className="button">
            Add a product
          </Link>
        ) : null}
      </div>
      {store ? (
        <p>
          On the storefront at <a href={siteUrlOf(site, page, `/${store.urlId}`)}>/{store.urlId}</a>
        </p>
      ) : null}
      {canEdit ? null : <ReadOnlyNote />}
      <QueryState query={products}>
        {(list) =>
          list.length === 0 ? (
            <p>No products yet.</p>
          ) : (
            <table className="products" data-testid="product-table">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Type</th>
                  <th scope="col">Price</th>
                  <th scope="col">Stock</th>
                  <th scope="col">Label</th>
                </tr>
              </thead>
              <tbody>
                {list.map((product) => (
                  <tr key={product.id} data-testid="product-row">
                    <th scope="row">
                      <Link to={`${basePath}/stores/${collectionId}/products/${product.id}`}>{product.title}</Link>
                    </th>
                    <td>{productTypeName(product.productType)}</td>
                    <td>{priceSummary(product)}</td>
                    <td>{stockSummary(product)}</td>
                    <td>{displayLabel(product)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryState>
    </>
  );
}
