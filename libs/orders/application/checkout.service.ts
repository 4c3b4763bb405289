import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ADD_TO_CART_MESSAGES, CART_RULE_MESSAGES, CHECKOUT_MESSAGES, isCurrencyCode, type CurrencyCode } from '@mercato/spec';
import { enqueueMail } from '@mercato/mail';
import { succeeded, type PaymentDeclined, type PaymentError, type PaymentProvider } from '@mercato/payments';
import { CART_CHECKOUT, type CartCheckout, type CheckoutCart } from '@mercato/cart/ports';
import { STOCK_RESERVATIONS, type StockReservations } from '@mercato/catalog/ports';
import { SITE_DIRECTORY, type SiteDirectory } from '@mercato/sites/ports';
import { OrderError, checkoutTotals, judgeCheckout, minimumSubtotalRefusal, type BuyerInput, type CheckoutTotals, type ShippingLocation, type KnownOrder, type OrderLine, type OrderState, type StartCheckout } from '@mercato/orders/domain';
import { nextOrderNumber } from '@mercato/orders/infrastructure';
import { CheckoutSettingsService } from './checkout-settings.service';
import { OrderCommandRunner } from './order-command-runner';
import { orderConfirmationMail } from './order-confirmation-mail';
import { PAYMENT_PROVIDER } from './order.streams';

export interface CheckoutRequest {
  readonly websiteId: string;
  readonly cartId: string;
  readonly idempotencyKey: string;
  readonly buyer: BuyerInput;
  /** The card as the provider's form gave it (a test card number for the test provider). */
  readonly card: string;
  /** 'subscription' only from SubscriptionCheckoutService, which starts the subscription once paid. */
  readonly cartKind?: CheckoutCart['kind'];
}

/** The checkout page's totals for a cart, where it ships, the option and the coupons chosen so far. */
export interface CheckoutQuote extends CheckoutTotals {
  readonly currencyCode: string;
  readonly requiresShipping: boolean;
  /** Spec §8's refusal when the subtotal is under the store's minimum; null when checkout may go on. */
  readonly minimumSubtotalRefusal: string | null;
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

export const stockLines = (lines: readonly OrderLine[]) => lines.map((line) => ({ itemId: line.itemId, variantId: line.variantId, quantity: line.quantity }));
export const stockReason = (orderId: string) => `order ${orderId}`;

/**
 * Checkout: take the stock and open the order in one transaction, then pay through the provider
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
  ) {}

  async checkout(request: CheckoutRequest): Promise<KnownOrder> {
    const orderId = orderIdFor(request.websiteId, request.cartId, request.idempotencyKey);
    const existing = await this.orders.load(orderId);
    const order = existing.status === 'absent' ? await this.start(request, orderId) : existing;
    if (order.websiteId !== request.websiteId) throw new OrderError('not_found', CHECKOUT_MESSAGES.orderNotFound);
    return this.settle(order, request.card);
  }

  async quote(websiteId: string, cartId: string, choice: { readonly location: ShippingLocation | null; readonly shippingOptionId: string | null; readonly couponCodes: readonly string[] }): Promise<CheckoutQuote> {
    const [cart, site, settings] = await Promise.all([this.carts.cartToCheckOut(websiteId, cartId), this.sites.siteFacts(websiteId), this.settings.of(websiteId)]);
    if (!cart || !site) throw new OrderError('not_found', CHECKOUT_MESSAGES.cartNotFound);
    const currency = isCurrencyCode(cart.currency) && cart.entries.length > 0 ? cart.currency : site.storeSettings.currency;
    const totals = checkoutTotals(settings, {
      lines: cart.entries,
      requiresShipping: cart.requiresShipping,
      shippingLocation: cart.requiresShipping ? choice.location : null,
      selectedShippingOptionId: choice.shippingOptionId,
      couponCodes: choice.couponCodes,
    });
    const store = site.storeSettings;
    return { ...totals, currencyCode: currency, requiresShipping: cart.requiresShipping, minimumSubtotalRefusal: minimumSubtotalRefusal(totals.subtotalCents, store.minimumOrderSubtotalCents, currency, store.useCLDRMoneyFormat) };
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
    const command = this.startCommand(request, orderId, cart, site.storeSettings, await this.settings.of(request.websiteId));
    // Judged before any lock is taken: a refused checkout costs no transaction.
    judgeCheckout(command);
    const lines = stockLines(command.lines);
    try {
      return asKnown(
        await this.orders.run(orderId, {
          command: async (manager, state) => {
            if (state.status !== 'absent') return undefined;
            if (await this.stock.take(manager, request.websiteId, lines, stockReason(orderId))) throw new OutOfStock();
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

  private startCommand(request: CheckoutRequest, orderId: string, cart: CheckoutCart, store: { readonly currency: CurrencyCode; readonly minimumOrderSubtotalCents: number; readonly useCLDRMoneyFormat: boolean }, settings: StartCheckout['settings']): StartCheckout {
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

  /** Pays a pending order; a placed or failed one is answered as it is (the cart marked bought again, harmlessly). */
  private async settle(order: KnownOrder, card: string): Promise<KnownOrder> {
    if (order.status === 'pending') {
      const paid = await this.pay(order, card);
      order = paid.ok ? await this.place(order, paid.paymentId) : await this.fail(order, paid.failure);
      // Paid after the sweeper gave the stock back: the buyer gets the money back, not an order.
      if (paid.ok && order.status === 'failed' && paid.paymentId) await this.payments.refund({ idempotencyKey: `order:${order.orderId}:expired-refund`, paymentId: paid.paymentId, amountCents: order.grandTotalCents });
    }
    if (order.status === 'placed' || order.status === 'fulfilled') await this.carts.markPurchased(order.websiteId, order.cartId, order.orderId);
    return order;
  }

  private async pay(order: KnownOrder, card: string): Promise<{ ok: true; paymentId: string } | { ok: false; failure: PaymentDeclined | PaymentError }> {
    if (order.grandTotalCents === 0) return { ok: true, paymentId: '' };
    if (!isCurrencyCode(order.currency)) throw new Error(`Order ${order.orderId} has an unknown currency ${order.currency}`);
    const key = (step: string) => `order:${order.orderId}:${step}`;
    const initiated = await this.payments.initiate({ idempotencyKey: key('initiate'), websiteId: order.websiteId, reference: order.orderId, amountCents: order.grandTotalCents, currency: order.currency, source: card });
    if (!succeeded(initiated)) return { ok: false, failure: initiated };
    const call = (step: string) => ({ idempotencyKey: key(step), paymentId: initiated.paymentId });
    const authorized = await this.payments.authorize(call('authorize'));
    const captured = succeeded(authorized) ? await this.payments.capture(call('capture')) : authorized;
    if (succeeded(captured)) return { ok: true, paymentId: initiated.paymentId };
    await this.payments.cancel(call('cancel'));
    return { ok: false, failure: captured };
  }

  private async place(order: KnownOrder, paymentId: string): Promise<KnownOrder> {
    return asKnown(
      await this.orders.run(order.orderId, {
        command: async () => ({ type: 'PlaceOrder', websiteId: order.websiteId, orderId: order.orderId, at: Date.now(), paymentId }),
        alongside: async (manager, _, placed) => {
          await enqueueMail(manager, { websiteId: placed.websiteId, source: 'orders', reference: placed.orderId, message: orderConfirmationMail(placed) });
        },
      }),
    );
  }

  private async fail(order: KnownOrder, failure: PaymentDeclined | PaymentError): Promise<KnownOrder> {
    return asKnown(
      await this.orders.run(order.orderId, {
        command: async () => ({ type: 'FailPayment', websiteId: order.websiteId, orderId: order.orderId, at: Date.now(), kind: failure.status === 'declined' ? 'declined' : 'error', reason: failure.status === 'declined' ? failure.reason : failure.message }),
        alongside: (manager) => this.stock.giveBack(manager, order.websiteId, stockLines(order.lines), stockReason(order.orderId)),
      }),
    );
  }
}

function asKnown(state: OrderState): KnownOrder {
  if (state.status === 'absent') throw new Error('An order step left no order');
  return state;
}
