import { callPeerService } from '@mercato/http';
import type { ProductType } from '@mercato/spec';

/**
 * The catalog's published port for contexts that sell through a product (a member area's paywall
 * product): a product's type, fixed when it was created. Answered from the product's own stream,
 * so a product created a moment ago is known at once.
 */
export interface ProductTypes {
  /** The product's type (spec §2: physical 1 … paywall 5); null when the site has no such product. */
  productTypeOf(websiteId: string, itemId: string): Promise<ProductType | null>;
}

export const PRODUCT_TYPES = Symbol('PRODUCT_TYPES');

/** Where services/catalog serves PRODUCT_TYPES to other processes (not under /api: never proxied). */
export const PRODUCT_TYPES_INTERNAL_PATH = 'internal/product-types';

/**
 * PRODUCT_TYPES for a process without the catalog (services/site-users): the catalog service's
 * internal endpoint. When the catalog does not answer, the check fails (the area is not created).
 */
export class HttpProductTypes implements ProductTypes {
  constructor(
    private readonly catalogServiceUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async productTypeOf(websiteId: string, itemId: string): Promise<ProductType | null> {
    const url = `${this.catalogServiceUrl}/${PRODUCT_TYPES_INTERNAL_PATH}/${encodeURIComponent(websiteId)}/${encodeURIComponent(itemId)}`;
    const response = await callPeerService('catalog', this.fetchImpl, url, {});
    return ((await response.json()) as { productType: ProductType | null }).productType;
  }
}
