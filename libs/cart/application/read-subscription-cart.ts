import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpenCart, PurchasedCart } from '@mercato/cart/domain';
import type { SubscriptionPlan } from '@mercato/spec';
import { CATALOG_OFFERS, type CatalogOffers } from './catalog-offers.port';
import { ReadCartHandler, ReadCartQuery } from './read-cart';

/** A subscription cart with what it bills: its one item's plan (null when the product has none now). */
export interface SubscriptionCart {
  readonly cart: OpenCart | PurchasedCart;
  readonly plan: SubscriptionPlan | null;
}

/** The subscription page's cart, by the token POST /api/3/commerce/cart/subscription gave (the cart's id). */
export class ReadSubscriptionCartQuery {
  constructor(
    readonly websiteId: string,
    readonly cartToken: string,
  ) {}
}

@QueryHandler(ReadSubscriptionCartQuery)
export class ReadSubscriptionCartHandler implements IQueryHandler<ReadSubscriptionCartQuery, SubscriptionCart | undefined> {
  constructor(
    @Inject(ReadCartHandler) private readonly reader: ReadCartHandler,
    @Inject(CATALOG_OFFERS) private readonly offers: CatalogOffers,
  ) {}

  /** Repriced as the visitor's cart is; undefined for a shopping cart, so a token never reads one. */
  async execute({ websiteId, cartToken }: ReadSubscriptionCartQuery): Promise<SubscriptionCart | undefined> {
    const cart = await this.reader.execute(new ReadCartQuery(websiteId, cartToken, true));
    if ((cart.status !== 'open' && cart.status !== 'purchased') || cart.kind !== 'subscription') return undefined;
    const itemId = cart.entries[0]?.itemId;
    return { cart, plan: itemId === undefined ? null : await this.offers.subscriptionPlanOf(websiteId, itemId) };
  }
}
