import type { PaymentProvider } from '@mercato/payments';

/**
 * The payment provider renewals are charged through (initiate, authorize, capture: the checkout's
 * calls, each with an idempotency key). The embedded default is the built-in test provider.
 */
export const RENEWAL_PAYMENTS = Symbol('RENEWAL_PAYMENTS');

export type RenewalPayments = Pick<PaymentProvider, 'initiate' | 'authorize' | 'capture'>;
