import type { DataSource } from 'typeorm';
import type { CartEntryImage, ProductOffer } from '@mercato/cart/domain';
import type { CatalogOffers, PricedVariant } from '@mercato/cart/application';
import type { ProductType, SubscriptionPlan } from '@mercato/spec';

interface OfferRow {
  item_id: string;
  title: string;
  product_type: number;
  currency: string;
  option_names: string[];
  is_subscribable: boolean;
  has_additional_fields_form: boolean;
  main_image: CartEntryImage | null;
  variants: Array<{ variant_id: string; sku: string; attributes: Record<string, string>; unit_price_cents: number; unlimited: boolean; qty_in_stock: number }>;
}

// A variant on sale costs its sale price; one round trip for the product and its variants.
const UNIT_PRICE = 'CASE WHEN v.on_sale THEN v.sale_price_cents ELSE v.price_cents END';

/** CatalogOffers on the cart's read-model tables (cart_catalog_*). */
export class PostgresCatalogOffers implements CatalogOffers {
  constructor(private readonly dataSource: DataSource) {}

  async offerOf(websiteId: string, itemId: string): Promise<ProductOffer | undefined> {
    const rows: OfferRow[] = await this.dataSource.query(
      `SELECT p.item_id, p.title, p.product_type, p.currency, p.option_names, p.is_subscribable, p.has_additional_fields_form, p.main_image,
              coalesce((SELECT json_agg(json_build_object('variant_id', v.variant_id, 'sku', v.sku, 'attributes', v.attributes,
                         'unit_price_cents', ${UNIT_PRICE}, 'unlimited', v.unlimited, 'qty_in_stock', v.qty_in_stock) ORDER BY v.position)
                          FROM cart_catalog_variants v WHERE v.item_id = p.item_id), '[]'::json) AS variants
         FROM cart_catalog_products p WHERE p.item_id = $1 AND p.website_id = $2`,
      [itemId, websiteId],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      itemId: row.item_id,
      title: row.title,
      productType: row.product_type as ProductType,
      currency: row.currency,
      optionNames: row.option_names,
      isSubscribable: row.is_subscribable,
      hasAdditionalFieldsForm: row.has_additional_fields_form,
      variants: row.variants.map((variant) => ({
        variantId: variant.variant_id,
        sku: variant.sku,
        attributes: variant.attributes,
        unitPriceCents: Number(variant.unit_price_cents),
        unlimited: variant.unlimited,
        qtyInStock: variant.qty_in_stock,
      })),
      ...(row.main_image ? { image: row.main_image } : {}),
    };
  }

  async pricesOf(websiteId: string, variants: ReadonlyArray<{ readonly itemId: string; readonly variantId: string }>): Promise<PricedVariant[]> {
    if (variants.length === 0) return [];
    const rows: Array<{ item_id: string; variant_id: string; unit_price_cents: string }> = await this.dataSource.query(
      `SELECT v.item_id, v.variant_id, ${UNIT_PRICE} AS unit_price_cents
         FROM cart_catalog_variants v JOIN cart_catalog_products p ON p.item_id = v.item_id AND p.website_id = $3
        WHERE (v.item_id, v.variant_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
      [variants.map((variant) => variant.itemId), variants.map((variant) => variant.variantId), websiteId],
    );
    return rows.map((row) => ({ itemId: row.item_id, variantId: row.variant_id, unitPriceCents: Number(row.unit_price_cents) }));
  }

  async subscriptionPlanOf(websiteId: string, itemId: string): Promise<SubscriptionPlan | null> {
    const rows: Array<{ subscription_plan: SubscriptionPlan | null }> = await this.dataSource.query(
      'SELECT subscription_plan FROM cart_catalog_products WHERE item_id = $1 AND website_id = $2',
      [itemId, websiteId],
    );
    return rows[0]?.subscription_plan ?? null;
  }
}
