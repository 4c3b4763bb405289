import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ADD_TO_CART_MESSAGES, CART_RULE_MESSAGES, CHECKOUT_MESSAGES, isCurrencyCode, type CurrencyCode } from '@mercato/spec';
import { enqueueMail } from '@mercato/mail';
import { PAYMENT_PROVIDER, succeeded, type PaymentDeclined, type PaymentError, type PaymentProvider } from '@mercato/payments';
import { CART_CHECKOUT, type CartCheckout, type CheckoutCart } from '@mercato/cart/ports';
import { STOCK_RESERVATIONS, type StockReservations } from '@mercato/catalog/ports';
import { SITE_DIRECTORY, type SiteDirectory } from '@mercato/sites/ports';
import { OrderError, cardChargeCents, checkoutTotals, giftCardPartOf, judgeCheckout, minimumSubtotalRefusal, type BuyerInput, type CheckoutTotals, type KnownOrder, type ShippingAddress, type OrderState, type StartCheckout } from '@mercato/orders/domain';
import { nextOrderNumber } from '@mercato/orders/infrastructure';
import { CheckoutSettingsService } from './checkout-settings.service';
import { orderPaymentKey, refundExpiredOrderPayment } from './expired-payment-refund';
import { GiftCardPayment } from './gift-card-payment';
import { OrderCommandRunner } from './order-command-runner';
import { orderConfirmationMail } from './order-confirmation-mail';
import { failOrderGivingStockBack, takeOrderStock } from './order-stock';

export interface CheckoutRequest {
  readonly websiteId: string;
  readonly cartId: string;
  readonly idempotencyKey: string;
  readonly buyer: BuyerInput;
  /** The card as the provider's form gave it (a test card number for the test provider); null when a gift card pays it all. */
  readonly card: string | null;
  /** A gift card code that pays first; null when none. */
  readonly giftCardCode: string | null;
  /** 'subscription' only from SubscriptionCheckoutService, which starts the subscription once paid. */
  readonly cartKind?: CheckoutCart['kind'];
}

/** What the checkout page chose so far; nothing of it is stored until checkout. */
export interface CheckoutChoice {
  readonly email: string | null;
  readonly shippingAddress: ShippingAddress | null;
  readonly shippingOptionId: string | null;
  readonly couponCodes: readonly string[];
  readonly giftCardCode: string | null;
}

/**
 * Spec §3 "Shopping cart" as the checkout page reads it: the cart's identity with every checkout
 * field filled for the choice (the cart context alone answers them empty: it knows no address,
 * rules or coupons), plus what the page shows besides.
 */
export interface CheckoutQuote extends CheckoutTotals {
  readonly id: string;
  readonly websiteId: string;
  readonly orderId: string | null;
  readonly isPurchased: boolean;
  readonly totalQuantity: number;
  /** The buyer's email as the page sent it; null until given. */
  readonly email: string | null;
  /** The address shipping and tax were priced for; null until given, and for a cart that ships nothing. */
  readonly shippingLocation: ShippingAddress | null;
  readonly currencyCode: string;
  readonly requiresShipping: boolean;
  /** Spec §8's refusal when the subtotal is under the store's minimum; null when checkout may go on. */
  readonly minimumSubtotalRefusal: string | null;
  /** What the gift card code pays of the grand total; null without a code. */
  readonly giftCard: { readonly codeLastFour: string; readonly amountCents: number; readonly balanceCents: number } | null;
  /** What the card is charged: the grand total less the gift card's part. */
  readonly cardChargeCents: number;
}

/** Stock ran out inside the transaction: thrown to roll it back, then judged outside it. */
class OutOfStock extends Error {}

/**
 * One order id per site, cart and idempotency key: a doubled or retried request works on the same
 * order, so it takes stock, charges and confirms once. Formatted as a UUID (version 4 bits set).
 */
export function orderIdFor(websiteId: string, cartId: string, idempotencyKey: string): string {
  const hex = createHash('sha256').update(`${websiteId}\n${cartId}\n${idempotencyKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Checkout: take the stock and open the order in one transaction (or, with the catalog in another
 * service, take it there first: see order-stock.ts), then pay through the provider
 * (every call keyed by the order), then place the order (with its confirmation mail) or give the
 * stock back. Each step resumes where a retried request left off.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(OrderCommandRunner) private readonly orders: OrderCommandRunner,
    @Inject(CheckoutSettingsService) private readonly settings: CheckoutSettingsService,
    @Inject(CART_CHECKOUT) private readonly carts: CartCheckout,
    @Inject(STOCK_RESERVATIONS) private readonly stock: StockReservations,
    @Inject(SITE_DIRECTORY) private readonly sites: SiteDirectory,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    @Inject(GiftCardPayment) private readonly giftCards: GiftCardPayment,
  ) {}

  async checkout(request: CheckoutRequest): Promise<KnownOrder> {
    const orderId = orderIdFor(request.websiteId, request.cartId, request.idempotencyKey);
    const existing = await this.orders.load(orderId);
    const order = existing.status === 'absent' ? await this.start(request, orderId) : existing;
    if (order.websiteId !== request.websiteId) throw new OrderError('not_found', CHECKOUT_MESSAGES.orderNotFound);
    return this.settle(order, request);
  }

  async quote(websiteId: string, cartId: string, choice: CheckoutChoice): Promise<CheckoutQuote> {
    const [cart, site, settings] = await Promise.all([this.carts.cartToCheckOut(websiteId, cartId), this.sites.siteFacts(websiteId), this.settings.of(websiteId)]);
    if (!cart || !site) throw new OrderError('not_found', CHECKOUT_MESSAGES.cartNotFound);
    const currency = isCurrencyCode(cart.currency) && cart.entries.length > 0 ? cart.currency : site.storeSettings.currency;
    const shippingLocation = cart.requiresShipping ? choice.shippingAddress : null;
    const totals = checkoutTotals(settings, {
      lines: cart.entries,
      requiresShipping: cart.requiresShipping,
      shippingLocation,
      selectedShippingOptionId: choice.shippingOptionId,
      couponCodes: choice.couponCodes,
    });
    const store = site.storeSettings;
    const offer = choice.giftCardCode ? await this.giftCards.offer(websiteId, choice.giftCardCode, currency) : null;
    const giftCard = giftCardPartOf(offer, totals.grandTotalCents);
    return {
      id: cart.cartId,
      websiteId: cart.websiteId,
      orderId: cart.orderId,
      isPurchased: cart.orderId !== null,
      totalQuantity: cart.entries.reduce((sum, entry) => sum + entry.quantity, 0),
      email: choice.email,
      shippingLocation,
      ...totals,
      currencyCode: currency,
      requiresShipping: cart.requiresShipping,
      minimumSubtotalRefusal: minimumSubtotalRefusal(totals.subtotalCents, store.minimumOrderSubtotalCents, currency, store.useCLDRMoneyFormat),
      giftCard: giftCard && offer ? { codeLastFour: giftCard.codeLastFour, amountCents: giftCard.amountCents, balanceCents: offer.balanceCents } : null,
      cardChargeCents: cardChargeCents({ grandTotalCents: totals.grandTotalCents, giftCard }),
    };
  }

  private async start(request: CheckoutRequest, orderId: string): Promise<KnownOrder> {
    const cart = await this.carts.cartToCheckOut(request.websiteId, request.cartId);
    if (!cart) throw new OrderError('not_found', CHECKOUT_MESSAGES.cartNotFound);
    if (cart.kind !== (request.cartKind ?? 'shopping')) throw new OrderError('invalid', CHECKOUT_MESSAGES.subscriptionCartAtCheckout);
    if (cart.orderId !== null) {
      const bought = cart.orderId === orderId ? await this.orders.load(orderId) : undefined;
      if (bought && bought.status !== 'absent') return bought;
      throw new OrderError('conflict', CART_RULE_MESSAGES.cartPurchased);
    }
    const site = await this.sites.siteFacts(request.websiteId);
    if (!site) throw new OrderError('not_found', CHECKOUT_MESSAGES.cartNotFound);
    const base = this.startCommand(request, orderId, cart, site.storeSettings, await this.settings.of(request.websiteId));
    const giftCard = request.giftCardCode ? await this.giftCards.offer(request.websiteId, request.giftCardCode, base.currency) : null;
    const command: StartCheckout = { ...base, giftCard };
    // Judged before any lock is taken: a refused checkout costs no transaction.
    const { grandTotalCents } = judgeCheckout(command);
    if (request.card === null && cardChargeCents({ grandTotalCents, giftCard: giftCardPartOf(giftCard, grandTotalCents) }) > 0) throw new OrderError('invalid', CHECKOUT_MESSAGES.cardRequired, 'card');
    try {
      return asKnown(
        await this.orders.run(orderId, {
          command: async (manager, state) => {
            if (state.status !== 'absent') return undefined;
            if (await takeOrderStock(this.stock, manager, request.websiteId, orderId, command.lines)) throw new OutOfStock();
            return { ...command, orderNumber: await nextOrderNumber(manager, request.websiteId) };
          },
        }),
      );
    } catch (error) {
      if (!(error instanceof OutOfStock)) throw error;
      // A doubled request may have taken the last unit for this very order.
      const now = await this.orders.load(orderId);
      if (now.status !== 'absent') return now;
      throw new OrderError('conflict', ADD_TO_CART_MESSAGES.notEnoughStock);
    }
  }

  private startCommand(request: CheckoutRequest, orderId: string, cart: CheckoutCart, store: { readonly currency: CurrencyCode; readonly minimumOrderSubtotalCents: number; readonly useCLDRMoneyFormat: boolean }, settings: StartCheckout['settings']): Omit<StartCheckout, 'giftCard'> {
    const currency = isCurrencyCode(cart.currency) && cart.entries.length > 0 ? cart.currency : store.currency;
    return {
      type: 'StartCheckout',
      websiteId: request.websiteId,
      orderId,
      at: Date.now(),
      orderToken: randomBytes(24).toString('base64url'),
      orderNumber: 0,
      cartId: cart.cartId,
      currency,
      lines: cart.entries.map((entry) => ({ itemId: entry.itemId, variantId: entry.variantId, sku: entry.sku, productName: entry.title, quantity: entry.quantity, unitPriceCents: entry.unitPriceCents, productType: entry.productType })),
      requiresShipping: cart.requiresShipping,
      settings,
      store: { minimumOrderSubtotalCents: store.minimumOrderSubtotalCents, useCLDRMoneyFormat: store.useCLDRMoneyFormat },
      buyer: request.buyer,
      payment: { provider: this.payments.code, testMode: this.payments.testMode },
    };
  }

  /**
   * Pays a pending order, the gift card part first; a placed or failed one is answered as it is
   * (the cart marked bought again, harmlessly). The gift cards context issues the cards a placed
   * order bought from its OrderPlaced.
   */
  private async settle(order: KnownOrder, request: CheckoutRequest): Promise<KnownOrder> {
    if (order.status === 'pending') {
      order = await this.payAndPlace(order, request);
    }
    if (order.status === 'placed' || order.status === 'fulfilled') await this.carts.markPurchased(order.websiteId, order.cartId, order.orderId);
    return order;
  }

  /** The gift card part first, then the card the rest; a decline of either fails the order, giving the gift card's spend back. */
  private async payAndPlace(order: KnownOrder, request: CheckoutRequest): Promise<KnownOrder> {
    const redeemed = await this.giftCards.redeem(order, request.giftCardCode);
    if (!redeemed.ok) return this.fail(order, redeemed.failure);
    const paid = await this.pay(order, request.card ?? '');
    if (!paid.ok) {
      await this.giftCards.release(order, redeemed.redemptionId);
      return this.fail(order, paid.failure);
    }
    const placed = await this.place(order, paid.paymentId, redeemed.redemptionId);
    if (placed.status === 'failed') {
      // Paid after the sweeper gave the stock back: the buyer gets the money (and the gift card's spend) back, not an order.
      await this.giftCards.release(order, redeemed.redemptionId);
      if (paid.paymentId) await refundExpiredOrderPayment(this.payments, order);
    }
    return placed;
  }

  private async pay(order: KnownOrder, card: string): Promise<{ ok: true; paymentId: string } | { ok: false; failure: PaymentDeclined | PaymentError }> {
    const amountCents = cardChargeCents(order);
    if (amountCents === 0) return { ok: true, paymentId: '' };
    if (!isCurrencyCode(order.currency)) throw new Error(`Order ${order.orderId} has an unknown currency ${order.currency}`);
    const key = (step: string) => orderPaymentKey(order.orderId, step);
    const initiated = await this.payments.initiate({ idempotencyKey: key('initiate'), websiteId: order.websiteId, reference: order.orderId, amountCents, currency: order.currency, source: card });
    if (!succeeded(initiated)) return { ok: false, failure: initiated };
    const call = (step: string) => ({ idempotencyKey: key(step), paymentId: initiated.paymentId });
    const authorized = await this.payments.authorize(call('authorize'));
    const captured = succeeded(authorized) ? await this.payments.capture(call('capture')) : authorized;
    if (succeeded(captured)) return { ok: true, paymentId: initiated.paymentId };
    await this.payments.cancel(call('cancel'));
    return { ok: false, failure: captured };
  }

  private async place(order: KnownOrder, paymentId: string, giftCardRedemptionId: string): Promise<KnownOrder> {
    return asKnown(
      await this.orders.run(order.orderId, {
        command: async () => ({ type: 'PlaceOrder', websiteId: order.websiteId, orderId: order.orderId, at: Date.now(), paymentId, giftCardRedemptionId }),
        alongside: async (manager, _, placed) => {
          await enqueueMail(manager, { websiteId: placed.websiteId, source: 'orders', reference: placed.orderId, message: orderConfirmationMail(placed) });
        },
      }),
    );
  }

  private async fail(order: KnownOrder, failure: PaymentDeclined | PaymentError): Promise<KnownOrder> {
    return asKnown(
      await failOrderGivingStockBack(this.orders, this.stock, order.orderId, async () => ({
        type: 'FailPayment', websiteId: order.websiteId, orderId: order.orderId, at: Date.now(), kind: failure.status === 'declined' ? 'declined' : 'error', reason: failure.status === 'declined' ? failure.reason : failure.message,
      })),
    );
  }
}

function asKnown(state: OrderState): KnownOrder {
  if (state.status === 'absent') throw new Error('An order step left no order');
  return state;
}
