import type { CurrencyCode } from '@mercato/spec';

/**
 * The payment provider port, in the shape of Medusa's IPaymentProvider and Vendure's payment method
 * handler: a payment is initiated for an amount, authorized against the buyer's card, then captured
 * (the charge), refunded or cancelled. Every call carries an idempotency key: a call repeated with
 * the same key answers the first call's outcome and changes nothing, so a retried checkout never
 * charges twice. Providers answer outcomes instead of throwing for declines and processing errors.
 */
export interface PaymentProvider {
  /** Stable name stored with each order's payment ("test" for the built-in provider). */
  readonly code: string;
  /** Payments through this provider move no real money: orders paid with it are marked testMode. */
  readonly testMode: boolean;
  initiate(request: InitiatePayment): Promise<PaymentOutcome<PaymentInitiated>>;
  authorize(request: PaymentCall): Promise<PaymentOutcome<PaymentAuthorized>>;
  capture(request: PaymentCall): Promise<PaymentOutcome<PaymentCaptured>>;
  refund(request: RefundPayment): Promise<PaymentOutcome<PaymentRefunded>>;
  cancel(request: PaymentCall): Promise<PaymentOutcome<PaymentCancelled>>;
  /**
   * Keeps the buyer's card for later charges (a subscription's renewals) and answers a token that
   * `initiate` takes as its `source` in place of the card; the card itself never leaves the provider.
   */
  savePaymentMethod(request: SavePaymentMethod): Promise<PaymentOutcome<PaymentMethodSaved>>;
  /**
   * The payment a site's `initiate` call with this idempotency key created, as it stands now;
   * undefined when no such call created one. Lets a caller that lost the outcome (its process died
   * after the charge) find the payment again and refund it.
   */
  findPayment(request: FindPayment): Promise<PaymentFound | undefined>;
}

export interface FindPayment {
  readonly websiteId: string;
  /** The key the payment's `initiate` call carried. */
  readonly idempotencyKey: string;
}

/** Where a payment stands: `captured` is charged (less `refundedCents`); anything else moved no money. */
export interface PaymentFound {
  readonly paymentId: string;
  readonly status: 'initiated' | 'authorized' | 'declined' | 'failed' | 'captured' | 'cancelled';
  readonly amountCents: number;
  readonly refundedCents: number;
}

export interface SavePaymentMethod {
  readonly idempotencyKey: string;
  readonly websiteId: string;
  /** The card as the provider's client-side form tokenised it (a test card number for the test provider). */
  readonly source: string;
}

export interface InitiatePayment {
  readonly idempotencyKey: string;
  readonly websiteId: string;
  /** What the payment is for (an order id): shown to the owner next to the payment. */
  readonly reference: string;
  /** In the currency's minor units (JPY has none). */
  readonly amountCents: number;
  readonly currency: CurrencyCode;
  /** The card as the provider's client-side form tokenised it; the test provider takes a test card number. */
  readonly source: string;
}

export interface PaymentCall {
  readonly idempotencyKey: string;
  readonly paymentId: string;
}

export interface RefundPayment extends PaymentCall {
  readonly amountCents: number;
}

export interface PaymentInitiated { readonly status: 'initiated'; readonly paymentId: string }
export interface PaymentAuthorized { readonly status: 'authorized'; readonly paymentId: string; readonly amountCents: number }
export interface PaymentCaptured { readonly status: 'captured'; readonly paymentId: string; readonly amountCents: number }
export interface PaymentRefunded { readonly status: 'refunded'; readonly paymentId: string; readonly refundedCents: number }
export interface PaymentCancelled { readonly status: 'cancelled'; readonly paymentId: string }
export interface PaymentMethodSaved { readonly status: 'saved'; readonly paymentMethodToken: string }

/** The card issuer said no; `reason` is shown to the buyer as the provider wrote it. */
export interface PaymentDeclined { readonly status: 'declined'; readonly reason: string }
/** The call could not be completed (provider or network trouble, or a call that does not fit the payment). */
export interface PaymentError { readonly status: 'error'; readonly message: string }

export type PaymentOutcome<Done> = Done | PaymentDeclined | PaymentError;

/** Narrows an outcome to the call's success. */
export const succeeded = <Done extends { readonly status: string }>(outcome: PaymentOutcome<Done>): outcome is Done =>
  outcome.status !== 'declined' && outcome.status !== 'error';
