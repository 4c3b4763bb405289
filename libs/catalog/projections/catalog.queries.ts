import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CollectionType, CONTENT_LIMITS, NO_MERCHANDISING, type CurrencyCode, type ProductType } from '@mercato/spec';
import type { CollectionView, MerchandisingView, MoneyView, ProductView, StockView } from '@mercato/views';

// The answers' shapes are shared with the storefront through @mercato/views.
export type { CollectionView, MoneyView, ProductView, StockView, VariantView } from '@mercato/views';

interface ProductRow {
  item_id: string;
  collection_id: string;
  collection_url_id: string;
  title: string;
  url_id: string;
  description: string;
  product_type: ProductType;
  currency: CurrencyCode;
  variant_option_ordering: string[];
  is_subscribable: boolean;
  subscription_plan: ProductView['subscriptionPlan'];
  digital: { priceCents: number; salePriceCents: number; onSale: boolean } | null;
  images: ProductView['images'];
  additional_fields_form_id: string;
  use_custom_add_button_text: boolean;
  custom_add_button_text: string;
  merchandising: MerchandisingView | null;
  variants: Array<{
    variant_id: string;
    sku: string;
    price_cents: number;
    sale_price_cents: number;
    currency: CurrencyCode;
    on_sale: boolean;
    unlimited: boolean;
    qty_in_stock: number;
    attributes: Record<string, string>;
    option_values: Array<{ optionName: string; value: string }>;
    image_asset_url: string;
  }>;
}

const PRODUCT_SELECT = `
  SELECT p.*, c.url_id AS collection_url_id,
         COALESCE((SELECT jsonb_agg(to_jsonb(v) ORDER BY v.position) FROM catalog_variants v WHERE v.item_id = p.item_id), '[]'::jsonb) AS variants
    FROM catalog_products p JOIN catalog_collections c ON c.collection_id = p.collection_id`;

/** Read side of the catalog: answers from the projection's tables only. */
@Injectable()
export class CatalogQueries {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async collectionByUrlId(websiteId: string, urlId: string): Promise<CollectionView | null> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      'SELECT * FROM catalog_collections WHERE website_id = $1 AND url_id = $2 AND enabled',
      [websiteId, urlId],
    );
    return rows[0] ? toCollectionView(rows[0]) : null;
  }

  async collectionsOf(websiteId: string): Promise<CollectionView[]> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      'SELECT * FROM catalog_collections WHERE website_id = $1 AND enabled ORDER BY created_at, collection_id',
      [websiteId],
    );
    return rows.map(toCollectionView);
  }

  /**
   * The first products of a collection (a store page shows at most spec §9's products per
   * collection), only if it belongs to `websiteId`: a collection id alone never reads another tenant's rows.
   */
  async productsOf(websiteId: string, collectionId: string): Promise<ProductView[]> {
    const rows: ProductRow[] = await this.dataSource.query(`${PRODUCT_SELECT} WHERE p.website_id = $1 AND p.collection_id = $2 ORDER BY p.created_at, p.item_id LIMIT $3`, [
      websiteId,
      collectionId,
      CONTENT_LIMITS.maxProductsPerCollection,
    ]);
    return rows.map(toProductView);
  }

  async productByUrlIds(websiteId: string, collectionUrlId: string, itemUrlId: string): Promise<ProductView | null> {
    const rows: ProductRow[] = await this.dataSource.query(`${PRODUCT_SELECT} WHERE p.website_id = $1 AND c.url_id = $2 AND p.url_id = $3`, [
      websiteId,
      collectionUrlId,
      itemUrlId,
    ]);
    return rows[0] ? toProductView(rows[0]) : null;
  }

  async stockOf(websiteId: string, itemId: string): Promise<StockView[]> {
    const rows: Array<{ item_id: string; variant_id: string; sku: string; unlimited: boolean; qty_in_stock: number }> = await this.dataSource.query(
      'SELECT item_id, variant_id, sku, unlimited, qty_in_stock FROM catalog_variants WHERE website_id = $1 AND item_id = $2 ORDER BY position',
      [websiteId, itemId],
    );
    return rows.map((row) => ({ itemId: row.item_id, variantId: row.variant_id, sku: row.sku, unlimited: row.unlimited, qtyInStock: row.qty_in_stock }));
  }
}

function toCollectionView(row: Record<string, unknown>): CollectionView {
  return {
    id: String(row.collection_id),
    title: String(row.title),
    navigationTitle: String(row.navigation_title),
    urlId: String(row.url_id),
    description: String(row.description),
    enabled: Boolean(row.enabled),
    type: CollectionType.PRODUCTS,
  };
}


function toProductView(row: ProductRow): ProductView {
  const money = (value: number, currency: CurrencyCode): MoneyView => ({ value: Number(value), currency });
  return {
    id: row.item_id,
    collectionId: row.collection_id,
    title: row.title,
    urlId: row.url_id,
    url: `/${row.collection_url_id}/p/${row.url_id}`,
    description: row.description,
    productType: row.product_type,
    currency: row.currency,
    images: row.images,
    variantOptionOrdering: row.variant_option_ordering,
    isSubscribable: row.is_subscribable,
    subscriptionPlan: row.subscription_plan,
    useCustomAddButtonText: row.use_custom_add_button_text,
    customAddButtonText: row.custom_add_button_text,
    additionalFieldsFormId: row.additional_fields_form_id,
    ...(row.digital
      ? { digital: { priceMoney: money(row.digital.priceCents, row.currency), salePriceMoney: money(row.digital.salePriceCents, row.currency), onSale: row.digital.onSale } }
      : {}),
    variants: row.variants.map((variant) => ({
      id: variant.variant_id,
      sku: variant.sku,
      priceMoney: money(variant.price_cents, variant.currency),
      salePriceMoney: money(variant.sale_price_cents, variant.currency),
      onSale: variant.on_sale,
      unlimited: variant.unlimited,
      qtyInStock: variant.qty_in_stock,
      attributes: variant.attributes,
      optionValues: variant.option_values,
      ...(variant.image_asset_url ? { imageAssetUrl: variant.image_asset_url } : {}),
    })),
    // Rows written before a field existed take its default.
    merchandising: { ...NO_MERCHANDISING, ...row.merchandising },
  };
}
