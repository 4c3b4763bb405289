import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiError, CurrentSite, SiteGuard, type ResolvedSite } from '@mercato/http';
import { productPageSiteContext } from '@mercato/catalog/application';
import { SITE_DIRECTORY, type SiteDirectory } from '@mercato/sites/ports';
import { CatalogQueries, type StockView } from '@mercato/catalog/projections';
import type { CollectionPageView, ProductPageView } from '@mercato/views';
import { StockQueryDto } from './dto';

/** Visitor reads, answered from the catalog read model of the site the host names. */
@ApiTags('catalog (storefront)')
@Controller('api')
@UseGuards(SiteGuard)
export class StorefrontCatalogController {
  constructor(
    @Inject(CatalogQueries) private readonly queries: CatalogQueries,
    @Inject(SITE_DIRECTORY) private readonly sites: SiteDirectory,
  ) {}

  /** Spec §7: GET {api root}commerce/inventory/stock/?itemId= */
  @Get('commerce/inventory/stock')
  async stock(@CurrentSite() site: ResolvedSite, @Query() query: StockQueryDto): Promise<{ results: StockView[] }> {
    return { results: await this.queries.stockOf(site.websiteId, query.itemId) };
  }

  @Get('storefront/collections/:urlId')
  async collection(@CurrentSite() site: ResolvedSite, @Param('urlId') urlId: string): Promise<CollectionPageView> {
    const collection = await this.queries.collectionByUrlId(site.websiteId, urlId);
    if (!collection) throw new ApiError(404, 'Collection not found.');
    return { collection, products: await this.queries.productsOf(site.websiteId, collection.id) };
  }

  @Get('storefront/products/:collectionUrlId/:itemUrlId')
  async product(@CurrentSite() site: ResolvedSite, @Param('collectionUrlId') collectionUrlId: string, @Param('itemUrlId') itemUrlId: string): Promise<ProductPageView> {
    const collection = await this.queries.collectionByUrlId(site.websiteId, collectionUrlId);
    const product = collection ? await this.queries.productByUrlIds(site.websiteId, collectionUrlId, itemUrlId) : null;
    const facts = product ? await this.sites.siteFacts(site.websiteId) : null;
    if (!collection || !product || !facts) throw new ApiError(404, 'Product not found.');
    // Spec §3 "Product page context".
    return { product, collection: { id: collection.id, title: collection.title, urlId: collection.urlId, type: collection.type }, ...productPageSiteContext(facts) };
  }
}
