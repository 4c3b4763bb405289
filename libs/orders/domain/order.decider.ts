import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { PaymentFailureKind, moneyFromMinorUnits } from '@mercato/contracts';
import type { Decider } from '@mercato/domain';
import { CHECKOUT_MESSAGES } from '@mercato/spec';
import { judgeCheckout } from './checkout';
import { giftCardPartMessage, giftCardPartOf, refundSplit } from './gift-card-part';
import { OrderError, refused } from './order-error';
import type { ExpireCheckout, FailPayment, FulfillOrder, OrderCommand, PlaceOrder, RefundOrder, StartCheckout } from './order.commands';
import { orderEvents, type OrderEvent } from './order.events';
import { evolveOrder, initialOrderState, type OrderState } from './order.state';

/**
 * An order's life. Checkout steps repeated by a retried request (same order id) decide nothing,
 * so a doubled checkout appends each step once; the handler answers the order as it stands.
 */
export function decideOrder(command: OrderCommand, state: OrderState): OrderEvent[] {
  if (state.status !== 'absent' && state.websiteId !== command.websiteId) throw new OrderError('not_found', CHECKOUT_MESSAGES.orderNotFound);
  switch (command.type) {
    case 'StartCheckout':
      return state.status === 'absent' ? startCheckout(command) : [];
    case 'FailPayment':
      return state.status === 'pending' ? [failPayment(command)] : [];
    case 'ExpireCheckout':
      return state.status === 'pending' && state.startedAt < command.startedBefore ? [expireCheckout(command)] : [];
    case 'PlaceOrder':
      return state.status === 'pending' ? [placeOrder(command, state.cartId)] : [];
    case 'FulfillOrder':
      return fulfill(command, state);
    case 'RefundOrder':
      return refund(command, state);
  }
}

function startCheckout(command: StartCheckout): OrderEvent[] {
  const totals = judgeCheckout(command);
  const money = (cents: number) => moneyFromMinorUnits(cents, command.currency);
  const address = command.requiresShipping ? command.buyer.shippingAddress : null;
  const giftCard = giftCardPartOf(command.giftCard, totals.grandTotalCents);
  return [
    orderEvents.checkoutStarted({
      websiteId: command.websiteId,
      orderId: command.orderId,
      cartId: command.cartId,
      orderToken: command.orderToken,
      orderNumber: BigInt(command.orderNumber),
      email: command.buyer.email.trim(),
      currency: command.currency,
      lines: command.lines.map((line) => ({
        itemId: line.itemId,
        variantId: line.variantId,
        sku: line.sku,
        productName: line.productName,
        quantity: line.quantity,
        unitPrice: money(line.unitPriceCents),
        productType: line.productType,
      })),
      subtotal: money(totals.subtotalCents),
      discount: money(totals.discountCents),
      shipping: money(totals.shippingCostCents),
      tax: money(totals.taxCents),
      grandTotal: money(totals.grandTotalCents),
      ...(address ? { shippingAddress: { ...address, country: address.country.trim().toUpperCase(), region: address.region.trim().toUpperCase() } } : {}),
      shippingOptionName: totals.selectedShippingOption?.name ?? '',
      couponCodes: totals.validCoupons.map((coupon) => coupon.code),
      testMode: command.payment.testMode,
      paymentProvider: command.payment.provider,
      startedAt: timestampFromMs(command.at),
      ...(giftCard ? { giftCard: giftCardPartMessage(giftCard, command.currency) } : {}),
      siteUserId: command.siteUserId ?? '',
    }),
  ];
}

const failPayment = (command: FailPayment): OrderEvent =>
  orderEvents.paymentFailed({
    websiteId: command.websiteId,
    orderId: command.orderId,
    kind: command.kind === 'declined' ? PaymentFailureKind.DECLINED : PaymentFailureKind.ERROR,
    reason: command.reason,
    failedAt: timestampFromMs(command.at),
  });

const expireCheckout = (command: ExpireCheckout): OrderEvent =>
  orderEvents.paymentFailed({
    websiteId: command.websiteId,
    orderId: command.orderId,
    kind: PaymentFailureKind.EXPIRED,
    reason: CHECKOUT_MESSAGES.checkoutExpired,
    failedAt: timestampFromMs(command.at),
  });

const placeOrder = (command: PlaceOrder, cartId: string): OrderEvent =>
  orderEvents.placed({ websiteId: command.websiteId, orderId: command.orderId, cartId, paymentId: command.paymentId, placedAt: timestampFromMs(command.at), giftCardRedemptionId: command.giftCardRedemptionId });

function fulfill(command: FulfillOrder, state: OrderState): OrderEvent[] {
  if (state.status === 'fulfilled') return [];
  if (state.status !== 'placed') throw new OrderError(state.status === 'absent' ? 'not_found' : 'conflict', state.status === 'absent' ? CHECKOUT_MESSAGES.orderNotFound : 'Only a paid order can be fulfilled.');
  return [orderEvents.fulfilled({ websiteId: command.websiteId, orderId: command.orderId, fulfilledAt: timestampFromMs(command.at) })];
}

function refund(command: RefundOrder, state: OrderState): OrderEvent[] {
  if (state.status === 'absent') throw new OrderError('not_found', CHECKOUT_MESSAGES.orderNotFound);
  if (state.status !== 'placed' && state.status !== 'fulfilled') throw new OrderError('conflict', 'Only a paid order can be refunded.');
  const left = state.grandTotalCents - state.refundedCents;
  if (!Number.isInteger(command.amountCents) || command.amountCents <= 0 || command.amountCents > left) {
    throw refused(`A refund is a whole number of minor units from 1 to ${left}.`, 'amountCents');
  }
  const { giftCardCents } = refundSplit(state, command.amountCents);
  return [
    orderEvents.refunded({
      websiteId: command.websiteId,
      orderId: command.orderId,
      amount: moneyFromMinorUnits(command.amountCents, state.currency),
      refundedTotal: moneyFromMinorUnits(state.refundedCents + command.amountCents, state.currency),
      refundedAt: timestampFromMs(command.at),
      ...(giftCardCents > 0 ? { giftCardAmount: moneyFromMinorUnits(giftCardCents, state.currency) } : {}),
    }),
  ];
}

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = { initialState: initialOrderState, decide: decideOrder, evolve: evolveOrder };
