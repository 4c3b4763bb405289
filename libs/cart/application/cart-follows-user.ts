import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CartEntry, CartState, HandedEntries } from '@mercato/cart/domain';
import type { CartCookieValue, CartHandover } from '@mercato/cart/ports';
import { CATALOG_OFFERS, type CatalogOffers } from './catalog-offers.port';
import { CART_CONFIG, type CartConfig } from './cart-config';
import { CART_VIEWS, type CartViews } from './cart-views.port';
import { CartCommandRunner } from './cart-command-runner';
import { SITE_USER_CARTS, type SiteUserCarts } from './site-user-carts.port';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The cart follows the site user (issue 14 part 2). Sign-in merges the visitor's cart into the
 * user's in two appends: the visitor's cart is closed first (an add racing the sign-in either lands
 * before, and is merged, or after, and is sent on to the user's cart), then the user's cart takes
 * its entries, recording the merge so a retried sign-in adds nothing twice. Adds from the user's
 * other devices queue with the merge on the user's cart's stream.
 */
@Injectable()
export class CartFollowsUser implements CartHandover {
  constructor(
    @Inject(CartCommandRunner) private readonly runner: CartCommandRunner,
    @Inject(CATALOG_OFFERS) private readonly offers: CatalogOffers,
    @Inject(CART_VIEWS) private readonly views: CartViews,
    @Inject(SITE_USER_CARTS) private readonly userCarts: SiteUserCarts,
    @Inject(CART_CONFIG) private readonly config: CartConfig,
  ) {}

  async signedIn(websiteId: string, siteUserId: string, visitorCartId: string | undefined): Promise<CartCookieValue> {
    const visitorCart = visitorCartId ? await this.mergeableCart(websiteId, siteUserId, visitorCartId) : undefined;
    const current = await this.userCarts.cartOf(websiteId, siteUserId);
    // A cart not opened yet (named at an earlier sign-in, no add since) is still theirs; a bought one is not.
    const currentStatus = current ? (await this.views.read(websiteId, current)).status : undefined;
    const userCart = currentStatus === 'open' || currentStatus === 'absent' ? current : undefined;
    // No cart of their own: the visitor's becomes theirs, or a new one is named, so their first add opens
    // the user's cart; a racing sign-in may have claimed another, which is then the one.
    const target = userCart ?? (await this.userCarts.claim(websiteId, siteUserId, visitorCart?.status === 'open' ? visitorCart.cartId : randomUUID(), current));
    if (visitorCart && visitorCart.cartId !== target) await this.merge(websiteId, visitorCart, target);
    return this.cookie(target);
  }

  async cloneForVisitor(websiteId: string, cartId: string | undefined): Promise<CartCookieValue | null> {
    const cart = cartId ? await this.views.read(websiteId, cartId) : undefined;
    if (cart?.status !== 'open' || cart.entries.length === 0) return null;
    const copyId = randomUUID();
    await this.runner.run(copyId, { type: 'CopyEntries', websiteId, cartId: copyId, ...(await this.handed(websiteId, cart.entries, cart.currency)) });
    return this.cookie(copyId);
  }

  /**
   * The visitor's cart, if a sign-in may merge it: an open shopping cart (or one a failed sign-in
   * closed already), and not another site user's (a cookie left behind on a shared computer).
   */
  private async mergeableCart(websiteId: string, siteUserId: string, cartId: string): Promise<Extract<CartState, { status: 'open' | 'merged' }> | undefined> {
    const cart = await this.views.read(websiteId, cartId);
    if ((cart.status !== 'open' && cart.status !== 'merged') || cart.kind !== 'shopping') return undefined;
    const owner = await this.userCarts.ownerOf(cartId);
    return owner === undefined || owner === siteUserId ? cart : undefined;
  }

  private async merge(websiteId: string, visitorCart: Extract<CartState, { status: 'open' | 'merged' }>, targetCartId: string): Promise<void> {
    const sourceCartId = visitorCart.cartId;
    if (visitorCart.status === 'merged' && visitorCart.targetCartId !== targetCartId) return;
    const closed = (await this.runner.run(sourceCartId, { type: 'MergeInto', websiteId, targetCartId })).state;
    if (closed.status !== 'merged') return;
    await this.runner.run(targetCartId, { type: 'TakeOver', websiteId, cartId: targetCartId, sourceCartId, ...(await this.handed(websiteId, closed.entries, closed.currency)) });
  }

  /** The entries with fresh ids for the receiving cart, and their products as the catalog has them now. */
  private async handed(websiteId: string, entries: readonly CartEntry[], currency: string): Promise<HandedEntries> {
    const itemIds = [...new Set(entries.map((entry) => entry.itemId))];
    const offers = (await Promise.all(itemIds.map((itemId) => this.offers.offerOf(websiteId, itemId)))).filter((offer) => offer !== undefined);
    return { entries, entryIds: entries.map(() => randomUUID()), offers, currency, at: Date.now() };
  }

  private cookie(cartId: string): CartCookieValue {
    return { cartId, maxAgeMs: this.config.cookieMaxAgeDays * DAY_MS };
  }
}
