import type { ProductOffer } from '@mercato/cart/domain';
import type { SubscriptionPlan } from '@mercato/spec';

/** An item and variant whose current price the cart asks for. */
export interface PricedVariant {
  readonly itemId: string;
  readonly variantId: string;
  readonly unitPriceCents: number;
}

/** What the cart needs to know from the catalog, answered from its own read model of the catalog's events. */
export interface CatalogOffers {
  /** The product with all its variants, if the site has it. */
  offerOf(websiteId: string, itemId: string): Promise<ProductOffer | undefined>;
  /** Current unit prices (sale price when on sale) of these items and variants of the site. */
  pricesOf(websiteId: string, variants: ReadonlyArray<{ readonly itemId: string; readonly variantId: string }>): Promise<PricedVariant[]>;
  /** What a subscription to the site's item bills; null when the item has no plan. */
  subscriptionPlanOf(websiteId: string, itemId: string): Promise<SubscriptionPlan | null>;
}

export const CATALOG_OFFERS = Symbol('CatalogOffers');
