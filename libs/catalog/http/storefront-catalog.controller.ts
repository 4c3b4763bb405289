import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiError, CurrentSite, SiteGuard, type ResolvedSite } from '@mercato/http';
import { CatalogQueries, type StockView, StorefrontPages } from '@mercato/catalog/projections';
import type { CollectionPageView, ProductPageView } from '@mercato/views';
import { StockQueryDto } from './dto';

/** Visitor reads, answered from the catalog read model of the site the host names. */
@ApiTags('catalog (storefront)')
@Controller('api')
@UseGuards(SiteGuard)
export class StorefrontCatalogController {
  constructor(
    @Inject(CatalogQueries) private readonly queries: CatalogQueries,
    @Inject(StorefrontPages) private readonly pages: StorefrontPages,
  ) {}

  /** Spec §7: GET {api root}commerce/inventory/stock/?itemId= */
  @Get('commerce/inventory/stock')
  async stock(@CurrentSite() site: ResolvedSite, @Query() query: StockQueryDto): Promise<{ results: StockView[] }> {
    return { results: await this.queries.stockOf(site.websiteId, query.itemId) };
  }

  @Get('storefront/collections/:urlId')
  async collection(@CurrentSite() site: ResolvedSite, @Param('urlId') urlId: string): Promise<CollectionPageView> {
    const page = await this.pages.collectionPage(site.websiteId, urlId);
    if (!page) throw new ApiError(404, 'Collection not found.');
    return page;
  }

  @Get('storefront/products/:collectionUrlId/:itemUrlId')
  async product(@CurrentSite() site: ResolvedSite, @Param('collectionUrlId') collectionUrlId: string, @Param('itemUrlId') itemUrlId: string): Promise<ProductPageView> {
    const page = await this.pages.productPage(site.websiteId, collectionUrlId, itemUrlId);
    if (!page) throw new ApiError(404, 'Product not found.');
    return page;
  }
}
