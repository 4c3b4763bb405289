import { Inject, Injectable } from '@nestjs/common';
import { productPageSiteContext } from '@mercato/catalog/application';
import { SITE_DIRECTORY, type SiteDirectory } from '@mercato/sites/ports';
import type { CollectionPageView, ProductPageView } from '@mercato/views';
import { CatalogQueries } from './catalog.queries';

/**
 * The storefront's page reads, published for the storefront API and for the embedded gateway's
 * server render (which calls them in process): one answer, whichever asks. Null: no such page.
 */
@Injectable()
export class StorefrontPages {
  constructor(
    @Inject(CatalogQueries) private readonly queries: CatalogQueries,
    @Inject(SITE_DIRECTORY) private readonly sites: SiteDirectory,
  ) {}

  async collectionPage(websiteId: string, urlId: string): Promise<CollectionPageView | null> {
    const collection = await this.queries.collectionByUrlId(websiteId, urlId);
    return collection ? { collection, products: await this.queries.productsOf(websiteId, collection.id) } : null;
  }

  /** Spec §3 "Product page context". */
  async productPage(websiteId: string, collectionUrlId: string, itemUrlId: string): Promise<ProductPageView | null> {
    const collection = await this.queries.collectionByUrlId(websiteId, collectionUrlId);
    const product = collection ? await this.queries.productByUrlIds(websiteId, collectionUrlId, itemUrlId) : null;
    const facts = product ? await this.sites.siteFacts(websiteId) : null;
    if (!collection || !product || !facts) return null;
    return { product, collection: { id: collection.id, title: collection.title, urlId: collection.urlId, type: collection.type }, ...productPageSiteContext(facts) };
  }
}
