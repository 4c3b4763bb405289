import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CART_RULE_MESSAGES, CHECKOUT_MESSAGES, isSupportedSubscriptionPlan } from '@mercato/spec';
import { PAYMENT_PROVIDER, type PaymentProvider } from '@mercato/payments';
import { CART_CHECKOUT, type CartCheckout } from '@mercato/cart/ports';
import { SUBSCRIPTIONS, type Subscriptions } from '@mercato/subscriptions/ports';
import { OrderError, refused, type KnownOrder } from '@mercato/orders/domain';
import { CheckoutService, orderIdFor, type CheckoutRequest } from './checkout.service';

/** A subscription checkout's answer: the order of the first period and, once paid, the subscription it started. */
export interface SubscriptionCheckoutOutcome {
  readonly order: KnownOrder;
  /** Null unless the first period is paid. */
  readonly subscription: { readonly subscriptionId: string; readonly confirmationToken: string } | null;
}

/**
 * The subscription confirmed page's token, derived from the order's own 192-bit token: a retried
 * checkout gives the buyer the same one, and it is as unguessable as the order's.
 */
export const subscriptionConfirmationTokenOf = (orderToken: string): string =>
  createHash('sha256').update(`subscription-confirmation\n${orderToken}`).digest('base64url').slice(0, 32);

/**
 * Checks out a subscription cart: the card is saved with the payment provider first, the first
 * period is an order paid with that saved card (stock, idempotency and declines as any checkout),
 * and the paid order starts the subscription, whose renewals charge the same saved card. Every
 * step is keyed by the order (site, cart, Idempotency-Key), so a retry saves, charges and starts
 * nothing twice; a declined first period starts nothing.
 */
@Injectable()
export class SubscriptionCheckoutService {
  constructor(
    @Inject(CheckoutService) private readonly checkouts: CheckoutService,
    @Inject(CART_CHECKOUT) private readonly carts: CartCheckout,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    @Inject(SUBSCRIPTIONS) private readonly subscriptions: Subscriptions,
  ) {}

  async checkout(request: CheckoutRequest): Promise<SubscriptionCheckoutOutcome> {
    const cart = await this.carts.cartToCheckOut(request.websiteId, request.cartId);
    if (!cart || cart.kind !== 'subscription') throw new OrderError('not_found', CHECKOUT_MESSAGES.cartNotFound);
    const plan = cart.subscriptionPlan;
    if (!plan || !isSupportedSubscriptionPlan(plan)) throw refused(CART_RULE_MESSAGES.notSubscribable);
    if (request.card === null) throw refused(CHECKOUT_MESSAGES.cardRequired, 'card');
    const orderId = orderIdFor(request.websiteId, request.cartId, request.idempotencyKey);
    const saved = await this.payments.savePaymentMethod({ idempotencyKey: `order:${orderId}:save-payment-method`, websiteId: request.websiteId, source: request.card });
    if (saved.status !== 'saved') throw new OrderError('conflict', CHECKOUT_MESSAGES.paymentMethodNotSaved);
    const order = await this.checkouts.checkout({ ...request, card: saved.paymentMethodToken, cartKind: 'subscription' });
    if (order.status !== 'placed' && order.status !== 'fulfilled') return { order, subscription: null };
    const [line] = order.lines;
    if (!line) throw new Error(`Subscription order ${order.orderId} has no line`);
    const confirmationToken = subscriptionConfirmationTokenOf(order.orderToken);
    const { subscriptionId } = await this.subscriptions.start({
      websiteId: order.websiteId,
      cartId: order.cartId,
      orderId: order.orderId,
      itemId: line.itemId,
      sku: line.sku,
      productTitle: line.productName,
      quantity: line.quantity,
      // Each renewal charges what the first period charged (its shipping and tax included).
      pricePerCycleCents: order.grandTotalCents,
      currency: order.currency,
      plan,
      customerEmail: order.email,
      paymentMethodReference: saved.paymentMethodToken,
      confirmationToken,
    });
    return { order, subscription: { subscriptionId, confirmationToken } };
  }
}
