import { Controller, Get, Inject, Logger, Optional, Param, Query, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiError, ApiErrors, CurrentSite, SiteGuard, type ResolvedSite } from '@mercato/http';
import { CatalogQueries, type StockView, StorefrontPages } from '@mercato/catalog/projections';
import { PAGE_GATE, checkPageGate, pageGateMessage, type PageGate } from '@mercato/site-users/ports';
import type { CollectionPageView, ProductPageView } from '@mercato/views';
import { StockQueryDto } from './dto';

/** Visitor reads, answered from the catalog read model of the site the host names. */
@ApiTags('catalog (storefront)')
@Controller('api')
@UseGuards(SiteGuard)
export class StorefrontCatalogController {
  private readonly logger = new Logger('StorefrontCatalogController');

  constructor(
    @Inject(CatalogQueries) private readonly queries: CatalogQueries,
    @Inject(StorefrontPages) private readonly pages: StorefrontPages,
    /** Lock screens and member areas (spec §6); absent where the site-users context does not run beside the catalog. */
    @Optional() @Inject(PAGE_GATE) private readonly gate: PageGate | null,
  ) {}

  /** Spec §7: GET {api root}commerce/inventory/stock/?itemId= */
  @Get('commerce/inventory/stock')
  async stock(@CurrentSite() site: ResolvedSite, @Query() query: StockQueryDto): Promise<{ results: StockView[] }> {
    return { results: await this.queries.stockOf(site.websiteId, query.itemId) };
  }

  @Get('storefront/collections/:urlId')
  @ApiErrors(403, 404, 503)
  async collection(@CurrentSite() site: ResolvedSite, @Param('urlId') urlId: string, @Req() request: Request): Promise<CollectionPageView> {
    const page = await this.pages.collectionPage(site.websiteId, urlId);
    if (!page) throw new ApiError(404, 'Collection not found.');
    const protectedContent = await this.admit(site.websiteId, page.collection.id, request);
    return protectedContent ? { ...page, protectedContent } : page;
  }

  @Get('storefront/products/:collectionUrlId/:itemUrlId')
  @ApiErrors(403, 404, 503)
  async product(@CurrentSite() site: ResolvedSite, @Param('collectionUrlId') collectionUrlId: string, @Param('itemUrlId') itemUrlId: string, @Req() request: Request): Promise<ProductPageView> {
    const page = await this.pages.productPage(site.websiteId, collectionUrlId, itemUrlId);
    if (!page) throw new ApiError(404, 'Product not found.');
    const protectedContent = await this.admit(site.websiteId, page.collection.id, request);
    return protectedContent ? { ...page, protectedContent } : page;
  }

  /**
   * 403 with what closes the page (a lock screen, a member area) unless the visitor may view it, 503
   * while the site-users service cannot say (distributed mode); true for protected content.
   */
  private async admit(websiteId: string, pageId: string, request: Request): Promise<boolean> {
    const answer = this.gate ? await checkPageGate(this.gate, websiteId, pageId, request.headers.cookie, this.logger) : undefined;
    if (answer && !answer.open) throw new ApiError(403, pageGateMessage(answer.gate), { code: 'page_gate', pageGate: answer.gate });
    return answer?.protectedContent ?? false;
  }
}
