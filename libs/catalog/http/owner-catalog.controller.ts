import { Body, Controller, HttpCode, Inject, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ApiError, ApiErrors, CATALOG_WRITER_ROLES, RequireRoles } from '@mercato/http';
import {
  ChangeProductCommand,
  CreateProductCommand,
  CreateRootCategoryCommand,
  CreateStoreCollectionCommand,
  type ProductCreatedResult,
  type StoreCollectionCreatedResult,
} from '@mercato/catalog/application';
import type { ProductCreatedView, StoreCollectionCreatedView } from '@mercato/views';
import { CreateCategoryDto, CreateProductDto, CreateStoreCollectionDto, MerchandisingDto, PriceChangeDto, StockChangeDto, VariantDto } from './dto';

const uuid = new ParseUUIDPipe({ version: '4', exceptionFactory: () => new ApiError(404, 'Not found.') });

/** Store set-up (spec §4, §7) and the owner's product API. */
@ApiTags('catalog (owner)')
@ApiErrors(404, 409)
@Controller('api/content-service/product/1.1/websites/:websiteId/products')
@RequireRoles(...CATALOG_WRITER_ROLES)
export class OwnerCatalogController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** Creates the store's product collection; answers the collection with its id and final URL id. */
  @Post()
  async createStore(@Param('websiteId') websiteId: string, @Body() body: CreateStoreCollectionDto): Promise<StoreCollectionCreatedView> {
    const created = await this.commands.execute<CreateStoreCollectionCommand, StoreCollectionCreatedResult>(new CreateStoreCollectionCommand(websiteId, body));
    return { id: created.id, urlId: created.urlId, title: body.title.trim(), navigationTitle: body.navigationTitle.trim() || body.title.trim(), description: body.description, enabled: body.enabled };
  }

  @Post(':collectionId/categories')
  createCategory(@Param('websiteId') websiteId: string, @Param('collectionId', uuid) collectionId: string, @Body() body: CreateCategoryDto) {
    return this.commands.execute<CreateRootCategoryCommand, { id: string }>(
      new CreateRootCategoryCommand(websiteId, collectionId, { ...body, parentCategoryId: body.parentCategoryId ?? '' }),
    );
  }

  @Post(':collectionId/items')
  createProduct(@Param('websiteId') websiteId: string, @Param('collectionId', uuid) collectionId: string, @Body() body: CreateProductDto): Promise<ProductCreatedView> {
    return this.commands.execute<CreateProductCommand, ProductCreatedResult>(
      new CreateProductCommand(websiteId, collectionId, {
        title: body.title,
        urlId: body.urlId ?? '',
        description: body.description ?? '',
        productType: body.productType,
        variantOptionOrdering: body.variantOptionOrdering ?? [],
        isSubscribable: body.isSubscribable ?? false,
        ...(body.subscriptionPlan ? { subscriptionPlan: body.subscriptionPlan } : {}),
        ...(body.digital ? { digital: { priceCents: body.digital.priceCents, salePriceCents: body.digital.salePriceCents ?? 0, onSale: body.digital.onSale ?? false } } : {}),
        additionalFieldsFormId: body.additionalFieldsFormId ?? '',
        useCustomAddButtonText: body.useCustomAddButtonText ?? false,
        customAddButtonText: body.customAddButtonText ?? '',
        images: (body.images ?? []).map((image) => ({ assetUrl: image.assetUrl, altText: image.altText ?? '', title: image.title ?? '', ...(image.originalSize ? { originalSize: image.originalSize } : {}) })),
        variants: (body.variants ?? []).map(toVariantInput),
      }),
    );
  }

  @Post('items/:itemId/variants')
  async addVariant(@Param('websiteId') websiteId: string, @Param('itemId', uuid) itemId: string, @Body() body: VariantDto) {
    const variantId = crypto.randomUUID();
    await this.commands.execute(new ChangeProductCommand(websiteId, itemId, { type: 'AddVariant', variant: { ...toVariantInput(body), variantId } }));
    return { id: variantId };
  }

  @Put('items/:itemId/variants/:variantId/price')
  @HttpCode(204)
  async changePrice(@Param('websiteId') websiteId: string, @Param('itemId', uuid) itemId: string, @Param('variantId', uuid) variantId: string, @Body() body: PriceChangeDto) {
    await this.commands.execute(
      new ChangeProductCommand(websiteId, itemId, { type: 'ChangeVariantPrice', variantId, priceCents: body.priceCents, salePriceCents: body.salePriceCents ?? 0, onSale: body.onSale ?? false }),
    );
  }

  /** Spec §3 merchandising context: scarcity text, custom sold-out text and the restock box's mailing-list options and success text. */
  @Put('items/:itemId/merchandising')
  @HttpCode(204)
  @ApiErrors(400)
  async setMerchandising(@Param('websiteId') websiteId: string, @Param('itemId', uuid) itemId: string, @Body() body: MerchandisingDto) {
    await this.commands.execute(new ChangeProductCommand(websiteId, itemId, { type: 'SetMerchandising', merchandising: { ...body, restockSuccessText: body.restockSuccessText ?? '' } }));
  }

  /** Stock adjustments are events: `delta` moves stock, `qtyInStock`/`unlimited` set it. */
  @Post('items/:itemId/variants/:variantId/stock')
  @HttpCode(204)
  async changeStock(@Param('websiteId') websiteId: string, @Param('itemId', uuid) itemId: string, @Param('variantId', uuid) variantId: string, @Body() body: StockChangeDto) {
    const { delta } = body;
    const setsLevel = body.qtyInStock !== undefined || body.unlimited !== undefined;
    if (setsLevel === (delta !== undefined)) {
      throw new ApiError(400, 'Send either delta, or qtyInStock and/or unlimited.', { errors: { delta: 'Send either delta, or qtyInStock and/or unlimited.' } });
    }
    await this.commands.execute(
      new ChangeProductCommand(
        websiteId,
        itemId,
        delta !== undefined
          ? { type: 'AdjustStock', variantId, delta, reason: body.reason ?? '' }
          : { type: 'SetStockLevel', variantId, unlimited: body.unlimited ?? false, qtyInStock: body.qtyInStock ?? 0 },
      ),
    );
  }
}

function toVariantInput(variant: VariantDto) {
  return {
    sku: variant.sku,
    priceCents: variant.priceCents,
    salePriceCents: variant.salePriceCents ?? 0,
    onSale: variant.onSale ?? false,
    unlimited: variant.unlimited ?? false,
    qtyInStock: variant.qtyInStock ?? 0,
    optionValues: variant.optionValues ?? [],
    ...(variant.imageAssetUrl ? { imageAssetUrl: variant.imageAssetUrl } : {}),
  };
}
