import type { PaymentProvider } from '@mercato/payments';

/**
 * What renewals need of the payment provider (PAYMENT_PROVIDER of @mercato/payments, the one
 * checkout saved the card with): initiate, authorize, capture, each with an idempotency key.
 */
export type RenewalPayments = Pick<PaymentProvider, 'initiate' | 'authorize' | 'capture'>;
