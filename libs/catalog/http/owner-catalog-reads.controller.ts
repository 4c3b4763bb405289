import { Controller, Get, Inject, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiError, CATALOG_READER_ROLES, RequireRoles } from '@mercato/http';
import { CatalogQueries, type CollectionView, type ProductView } from '@mercato/catalog/projections';

const COLLECTION_NOT_FOUND = 'Collection not found.';
const collectionUuid = new ParseUUIDPipe({ version: '4', exceptionFactory: () => new ApiError(404, COLLECTION_NOT_FOUND) });

/**
 * The owner console's reads of one website's catalog: its stores and their products. Open to every
 * role the website granted (read-only for those that may not write the catalog).
 */
@ApiTags('catalog (owner)')
@Controller('api/content-service/product/1.1/websites/:websiteId/products')
@RequireRoles(...CATALOG_READER_ROLES)
export class OwnerCatalogReadsController {
  constructor(@Inject(CatalogQueries) private readonly queries: CatalogQueries) {}

  @Get()
  async stores(@Param('websiteId') websiteId: string): Promise<{ collections: CollectionView[] }> {
    return { collections: await this.queries.collectionsOf(websiteId) };
  }

  @Get(':collectionId/items')
  async products(@Param('websiteId') websiteId: string, @Param('collectionId', collectionUuid) collectionId: string): Promise<{ collection: CollectionView; products: ProductView[] }> {
    // The role was checked on websiteId: a collection of another website is not found, never listed.
    const collection = (await this.queries.collectionsOf(websiteId)).find((candidate) => candidate.id === collectionId);
    if (!collection) throw new ApiError(404, COLLECTION_NOT_FOUND);
    return { collection, products: await this.queries.productsOf(websiteId, collectionId) };
  }
}
