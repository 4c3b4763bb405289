import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ProductType, STORE_ROOT_CATEGORY } from '@mercato/spec';
import { PRODUCT_LIMITS } from '@mercato/catalog/domain';
import type { NewCategory, NewDigitalPrice, NewProduct, NewProductImage, NewStoreCollection, NewSubscriptionPlan, NewVariant, PriceChange } from '@mercato/views';

/** A title the deciders accept: some text besides blanks (they trim it). */
const HAS_TEXT = /\S/;
const TITLE_REQUIRED = { message: 'Title is required.' };
/**
 * An image address: absolute http(s), protocol-relative or root-relative. A pattern rather than
 * class-validator's URL check so the OpenAPI document states exactly what is accepted.
 */
const ASSET_URL = /^(?:(?:https?:)?\/\/[^\s/]+(?:\/\S*)?|\/(?!\/)\S*)$/;

/** Spec §7: POST /api/content-service/product/1.1/websites/{websiteId}/products */
export class CreateStoreCollectionDto implements NewStoreCollection {
  @IsString() @MaxLength(200) navigationTitle!: string;
  @IsString() @MaxLength(200) @Matches(HAS_TEXT, TITLE_REQUIRED) title!: string;
  @IsString() @MaxLength(200) urlId!: string;
  @IsString() @MaxLength(5000) description!: string;
  @IsBoolean() enabled!: boolean;
}

/** Spec §7: POST .../products/{collectionId}/categories (root category fields of spec §3). */
export class CreateCategoryDto implements NewCategory {
  @IsString() @MaxLength(200) displayName!: string;
  @IsOptional() @IsString() @MaxLength(100) parentCategoryId?: string;
  @IsString() @IsIn([STORE_ROOT_CATEGORY.type]) type!: string;
  @IsString() @IsIn([STORE_ROOT_CATEGORY.pageRendering]) pageRendering!: string;
  @IsInt() @Min(0) @Max(10_000) displayIndex!: number;
}

export class OptionValueDto {
  @IsString() @MaxLength(100) optionName!: string;
  @IsString() @MaxLength(100) value!: string;
}

export class VariantDto implements NewVariant {
  @IsString() @MaxLength(100) sku!: string;
  @IsInt() @Min(0) @Max(PRODUCT_LIMITS.priceCents) priceCents!: number;
  @IsOptional() @IsInt() @Min(0) @Max(PRODUCT_LIMITS.priceCents) salePriceCents?: number;
  @IsOptional() @IsBoolean() onSale?: boolean;
  @IsOptional() @IsBoolean() unlimited?: boolean;
  @IsOptional() @IsInt() @Min(0) @Max(PRODUCT_LIMITS.qtyInStock) qtyInStock?: number;
  @IsOptional() @IsArray() @ArrayMaxSize(PRODUCT_LIMITS.options) @ValidateNested({ each: true }) @Type(() => OptionValueDto) optionValues?: OptionValueDto[];
  /** Image the product page shows while this variant is chosen. */
  @IsOptional() @IsString() @MaxLength(2000) @Matches(ASSET_URL, { message: 'imageAssetUrl must be an http(s) or root-relative URL' }) imageAssetUrl?: string;
}

export class ImageDto implements NewProductImage {
  @IsString() @MaxLength(2000) @Matches(ASSET_URL, { message: 'assetUrl must be an http(s) or root-relative URL' }) assetUrl!: string;
  @IsOptional() @IsString() @MaxLength(250) altText?: string;
  @IsOptional() @IsString() @MaxLength(250) title?: string;
  @IsOptional() @IsString() @Matches(/^[1-9]\d{0,5}x[1-9]\d{0,5}$/, { message: 'originalSize must be WxH in pixels, e.g. 1200x800' }) originalSize?: string;
}

export class BillingPeriodDto {
  @IsInt() @Min(1) @Max(520) value!: number;
  @IsIn(['WEEK', 'MONTH', 'YEAR']) unit!: 'WEEK' | 'MONTH' | 'YEAR';
}

export class SubscriptionPlanDto implements NewSubscriptionPlan {
  @IsObject() @ValidateNested() @Type(() => BillingPeriodDto) billingPeriod!: BillingPeriodDto;
  @IsInt() @Min(0) @Max(1000) numBillingCycles!: number;
}

export class DigitalPriceDto implements NewDigitalPrice {
  @IsInt() @Min(0) @Max(PRODUCT_LIMITS.priceCents) priceCents!: number;
  @IsOptional() @IsInt() @Min(0) @Max(PRODUCT_LIMITS.priceCents) salePriceCents?: number;
  @IsOptional() @IsBoolean() onSale?: boolean;
}

/** Owner API (not in the spec): creates a product with its variants in one command. */
export class CreateProductDto implements NewProduct {
  @IsString() @MaxLength(PRODUCT_LIMITS.titleLength) @Matches(HAS_TEXT, TITLE_REQUIRED) title!: string;
  @IsOptional() @IsString() @MaxLength(200) urlId?: string;
  @IsOptional() @IsString() @MaxLength(PRODUCT_LIMITS.descriptionLength) description?: string;
  @IsIn(Object.values(ProductType)) productType!: ProductType;
  @IsOptional() @IsArray() @ArrayMaxSize(PRODUCT_LIMITS.options) @IsString({ each: true }) @MaxLength(100, { each: true }) variantOptionOrdering?: string[];
  @IsOptional() @IsBoolean() isSubscribable?: boolean;
  @IsOptional() @IsObject() @ValidateNested() @Type(() => SubscriptionPlanDto) subscriptionPlan?: SubscriptionPlanDto;
  @IsOptional() @IsObject() @ValidateNested() @Type(() => DigitalPriceDto) digital?: DigitalPriceDto;
  @IsOptional() @IsString() @MaxLength(100) additionalFieldsFormId?: string;
  @IsOptional() @IsBoolean() useCustomAddButtonText?: boolean;
  @IsOptional() @IsString() @MaxLength(100) customAddButtonText?: string;
  @IsOptional() @IsArray() @ArrayMaxSize(PRODUCT_LIMITS.images) @ValidateNested({ each: true }) @Type(() => ImageDto) images?: ImageDto[];
  @IsOptional() @IsArray() @ArrayMaxSize(PRODUCT_LIMITS.variants) @ValidateNested({ each: true }) @Type(() => VariantDto) variants?: VariantDto[];
}

const SETS_LEVEL = { anyOf: [{ required: ['qtyInStock'] }, { required: ['unlimited'] }] };

/** Owner API: either move stock by `delta`, or set the level (`qtyInStock` and/or `unlimited`). */
@JSONSchema({ oneOf: [{ required: ['delta'], not: SETS_LEVEL }, { not: { required: ['delta'] }, ...SETS_LEVEL }] })
export class StockChangeDto {
  @IsOptional() @IsInt() @Min(-PRODUCT_LIMITS.qtyInStock) @Max(PRODUCT_LIMITS.qtyInStock) delta?: number;
  @IsOptional() @IsInt() @Min(0) @Max(PRODUCT_LIMITS.qtyInStock) qtyInStock?: number;
  @IsOptional() @IsBoolean() unlimited?: boolean;
  @IsOptional() @IsString() @MaxLength(200) reason?: string;
}

export class PriceChangeDto implements PriceChange {
  @IsInt() @Min(0) @Max(PRODUCT_LIMITS.priceCents) priceCents!: number;
  @IsOptional() @IsInt() @Min(0) @Max(PRODUCT_LIMITS.priceCents) salePriceCents?: number;
  @IsOptional() @IsBoolean() onSale?: boolean;
}

export class StockQueryDto {
  @IsString() @MaxLength(100) itemId!: string;
}

/** Owner API (spec §3 "Merchandising context per product"): replaces the product's merchandising. */
export class MerchandisingDto {
  @IsBoolean() scarcityEnabled!: boolean;
  @IsString() @MaxLength(PRODUCT_LIMITS.merchandisingTextLength) scarcityText!: string;
  @IsBoolean() scarcityShownByDefault!: boolean;
  @IsString() @MaxLength(PRODUCT_LIMITS.merchandisingTextLength) customSoldOutText!: string;
  @IsBoolean() mailingListSignUpEnabled!: boolean;
  @IsBoolean() mailingListOptInByDefault!: boolean;
  /** Optional so clients written before it keep working: left out, the restock box says "Signed up!". */
  @IsOptional() @IsString() @MaxLength(PRODUCT_LIMITS.merchandisingTextLength) restockSuccessText?: string;
}
