import { succeeded, type PaymentDeclined, type PaymentError } from '@mercato/payments';
import { isCurrencyCode } from '@mercato/spec';
import type { RenewalChargeOutcome, SubscriptionTerms } from '@mercato/subscriptions/domain';
import type { RenewalPayments } from './renewal-payments.port';

const failure = (outcome: PaymentDeclined | PaymentError): RenewalChargeOutcome => ({
  charged: false,
  reason: outcome.status === 'declined' ? outcome.reason : outcome.message,
});

/**
 * Charges one attempt at one cycle. The idempotency keys name the subscription, cycle and attempt,
 * so a scheduler that crashes mid-charge, or two schedulers picking the same renewal, charge once:
 * the provider answers a repeated key with its first outcome.
 */
export async function chargeRenewal(payments: RenewalPayments, terms: SubscriptionTerms, cycle: number, attempt: number): Promise<RenewalChargeOutcome> {
  if (!isCurrencyCode(terms.currency)) return { charged: false, reason: `Unsupported currency ${terms.currency}.` };
  const key = `subscription-${terms.subscriptionId}-cycle-${cycle}-attempt-${attempt}`;
  const initiated = await payments.initiate({
    idempotencyKey: `${key}-initiate`,
    websiteId: terms.websiteId,
    reference: `${terms.subscriptionId}#${cycle}`,
    amountCents: terms.pricePerCycleCents,
    currency: terms.currency,
    source: terms.paymentMethodReference,
  });
  if (!succeeded(initiated)) return failure(initiated);
  const authorized = await payments.authorize({ idempotencyKey: `${key}-authorize`, paymentId: initiated.paymentId });
  if (!succeeded(authorized)) return failure(authorized);
  const captured = await payments.capture({ idempotencyKey: `${key}-capture`, paymentId: initiated.paymentId });
  if (!succeeded(captured)) return failure(captured);
  return { charged: true, paymentReference: captured.paymentId };
}
