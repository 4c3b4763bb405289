import { Body, Controller, Get, HttpCode, Inject, Module, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';
import type { ProductType } from '@mercato/spec';
import { PRODUCT_TYPES, PRODUCT_TYPES_INTERNAL_PATH, STORE_PAGES, STORE_PAGES_INTERNAL_PATH, STORE_PAGES_MAX_IDS, type ProductTypes, type StorePages, type UnknownStorePagesAnswer } from '@mercato/catalog/ports';

class StorePageIdsDto {
  @IsArray() @ArrayMaxSize(STORE_PAGES_MAX_IDS) @IsString({ each: true }) @MaxLength(200, { each: true }) pageIds!: string[];
}

/**
 * STORE_PAGES over HTTP for a forms process without the catalog (HttpStorePages is its client).
 * Service-to-service only: mounted by services/catalog, never by the gateway, and not under /api,
 * so the proxy gateway forwards nothing here. A POST only because the ids travel in the body.
 */
@ApiExcludeController()
@Controller(STORE_PAGES_INTERNAL_PATH)
export class StorePagesInternalController {
  constructor(@Inject(STORE_PAGES) private readonly pages: StorePages) {}

  @Post(':websiteId/unknown')
  @HttpCode(200)
  async unknown(@Param('websiteId') websiteId: string, @Body() body: StorePageIdsDto): Promise<UnknownStorePagesAnswer> {
    return { unknownPageIds: await this.pages.unknownPageIds(websiteId, body.pageIds) };
  }
}

/** PRODUCT_TYPES over HTTP for a site-users process without the catalog (HttpProductTypes is its client); service-to-service only, as above. */
@ApiExcludeController()
@Controller(PRODUCT_TYPES_INTERNAL_PATH)
export class ProductTypesInternalController {
  constructor(@Inject(PRODUCT_TYPES) private readonly products: ProductTypes) {}

  @Get(':websiteId/:itemId')
  async productType(@Param('websiteId') websiteId: string, @Param('itemId') itemId: string): Promise<{ productType: ProductType | null }> {
    return { productType: await this.products.productTypeOf(websiteId, itemId) };
  }
}

/** The catalog service's internal page and product type checks; needs CatalogModule (STORE_PAGES, PRODUCT_TYPES, global) beside it. */
@Module({ controllers: [StorePagesInternalController, ProductTypesInternalController] })
export class StorePagesInternalModule {}
