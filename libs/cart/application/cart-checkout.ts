import { Inject, Injectable } from '@nestjs/common';
import { cartTotals, type CartState } from '@mercato/cart/domain';
import type { CartCheckout, CheckoutCart } from '@mercato/cart/ports';
import { CART_VIEWS, type CartViews } from './cart-views.port';
import { CATALOG_OFFERS, type CatalogOffers } from './catalog-offers.port';
import { CartCommandRunner } from './cart-command-runner';
import { ReadCartHandler, ReadCartQuery } from './read-cart';

/** CART_CHECKOUT: the cart read as the visitor's GET reads it (repriced), and the purchase as the cart's own command. */
@Injectable()
export class CartCheckoutAdapter implements CartCheckout {
  constructor(
    @Inject(ReadCartHandler) private readonly reader: ReadCartHandler,
    @Inject(CartCommandRunner) private readonly runner: CartCommandRunner,
    @Inject(CART_VIEWS) private readonly views: CartViews,
    @Inject(CATALOG_OFFERS) private readonly offers: CatalogOffers,
  ) {}

  async cartToCheckOut(websiteId: string, cartId: string): Promise<CheckoutCart | null> {
    const cart: CartState = await this.reader.execute(new ReadCartQuery(websiteId, cartId, true));
    if (cart.status === 'absent') return null;
    const subscribedItemId = cart.kind === 'subscription' ? cart.entries[0]?.itemId : undefined;
    return {
      cartId: cart.cartId,
      websiteId: cart.websiteId,
      currency: cart.currency,
      kind: cart.kind,
      orderId: cart.status === 'purchased' ? cart.orderId : null,
      requiresShipping: cartTotals(cart.entries).requiresShipping,
      subscriptionPlan: subscribedItemId === undefined ? null : await this.offers.subscriptionPlanOf(websiteId, subscribedItemId),
      entries: cart.entries.map((entry) => ({ itemId: entry.itemId, variantId: entry.variantId, sku: entry.sku, title: entry.title, quantity: entry.quantity, unitPriceCents: entry.unitPriceCents, productType: entry.productType })),
    };
  }

  async markPurchased(websiteId: string, cartId: string, orderId: string): Promise<void> {
    const cart = await this.views.read(websiteId, cartId);
    if (cart.status === 'purchased' && cart.orderId === orderId) return;
    try {
      await this.runner.run(cartId, { type: 'MarkPurchased', websiteId, orderId });
    } catch (error) {
      // A doubled checkout of the same order marked it meanwhile.
      const now = await this.views.read(websiteId, cartId);
      if (now.status !== 'purchased' || now.orderId !== orderId) throw error;
    }
  }
}
