import type { PaymentAuthorized, PaymentCancelled, PaymentCaptured, PaymentFound, PaymentOutcome, PaymentRefunded } from '../payment-provider';
import type { TestCardBehaviour } from './test-cards';

/**
 * One test-mode payment and its pure transitions. `captured` is the charge: it happens at most once
 * per payment; refunds never exceed what was captured.
 */
export type TestPaymentStatus = PaymentFound['status'];

export interface TestPayment {
  readonly id: string;
  readonly amountCents: number;
  readonly status: TestPaymentStatus;
  readonly refundedCents: number;
  readonly card: TestCardBehaviour;
}

export interface Transition<Done> {
  readonly outcome: PaymentOutcome<Done>;
  readonly next: TestPayment;
}

const refused = <Done>(payment: TestPayment, message: string): Transition<Done> => ({ outcome: { status: 'error', message }, next: payment });

/** A processing error may pass on a later attempt, so a failed payment may be authorized again. */
export function authorizeTestPayment(payment: TestPayment): Transition<PaymentAuthorized> {
  if (payment.status !== 'initiated' && payment.status !== 'failed') return refused(payment, `The payment is ${payment.status}, so it cannot be authorized.`);
  switch (payment.card.kind) {
    case 'authorize':
      return { outcome: { status: 'authorized', paymentId: payment.id, amountCents: payment.amountCents }, next: { ...payment, status: 'authorized' } };
    case 'decline':
      return { outcome: { status: 'declined', reason: payment.card.reason }, next: { ...payment, status: 'declined' } };
    case 'error':
      return { outcome: { status: 'error', message: payment.card.message }, next: { ...payment, status: 'failed' } };
  }
}

export function captureTestPayment(payment: TestPayment): Transition<PaymentCaptured> {
  if (payment.status !== 'authorized') return refused(payment, `The payment is ${payment.status}, so it cannot be captured.`);
  return { outcome: { status: 'captured', paymentId: payment.id, amountCents: payment.amountCents }, next: { ...payment, status: 'captured' } };
}

export function refundTestPayment(payment: TestPayment, amountCents: number): Transition<PaymentRefunded> {
  if (payment.status !== 'captured') return refused(payment, `The payment is ${payment.status}, so it cannot be refunded.`);
  if (!Number.isInteger(amountCents) || amountCents <= 0) return refused(payment, 'A refund must be a positive whole number of minor units.');
  const refundedCents = payment.refundedCents + amountCents;
  if (refundedCents > payment.amountCents) return refused(payment, 'A refund cannot exceed what was captured.');
  return { outcome: { status: 'refunded', paymentId: payment.id, refundedCents }, next: { ...payment, refundedCents } };
}

/** Cancelling releases an authorization; a captured payment is refunded instead. */
export function cancelTestPayment(payment: TestPayment): Transition<PaymentCancelled> {
  if (payment.status === 'captured') return refused(payment, 'A captured payment is refunded, not cancelled.');
  return { outcome: { status: 'cancelled', paymentId: payment.id }, next: { ...payment, status: 'cancelled' } };
}
