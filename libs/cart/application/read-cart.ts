import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CartState } from '@mercato/cart/domain';
import { CATALOG_OFFERS, type CatalogOffers } from './catalog-offers.port';
import { CART_VIEWS, type CartViews } from './cart-views.port';
import { CartCommandRunner } from './cart-command-runner';

/** Spec §7 GET /api/commerce/shopping-cart. */
export class ReadCartQuery {
  constructor(
    readonly websiteId: string,
    readonly cartId: string | undefined,
    /** Recalculate prices that changed in the catalog since they were added (spec's calculateSubtotal). */
    readonly recalculate: boolean,
  ) {}
}

@QueryHandler(ReadCartQuery)
export class ReadCartHandler implements IQueryHandler<ReadCartQuery, CartState> {
  constructor(
    @Inject(CartCommandRunner) private readonly runner: CartCommandRunner,
    @Inject(CATALOG_OFFERS) private readonly offers: CatalogOffers,
    @Inject(CART_VIEWS) private readonly views: CartViews,
  ) {}

  /** The view written with the last append; a price changed since is put right by a Reprice first. */
  async execute({ websiteId, cartId, recalculate }: ReadCartQuery): Promise<CartState> {
    if (!cartId) return { status: 'absent' };
    const cart = await this.views.read(websiteId, cartId);
    // A cookie still naming a visitor's cart merged at sign-in: the site user's cart is the one to show.
    if (cart.status === 'merged') return this.execute(new ReadCartQuery(websiteId, cart.targetCartId, recalculate));
    if (cart.status !== 'open' || !recalculate || cart.entries.length === 0) return cart;
    const prices = await this.offers.pricesOf(websiteId, cart.entries);
    const changed = prices.some((price) => cart.entries.some((entry) => entry.itemId === price.itemId && entry.variantId === price.variantId && entry.unitPriceCents !== price.unitPriceCents));
    if (!changed) return cart;
    return (await this.runner.run(cartId, { type: 'Reprice', websiteId, prices })).state;
  }
}
