import { create } from '@bufbuild/protobuf';
import { moneyFromMinorUnits, SubscriptionRenewedSchema } from '@mercato/contracts';
import type { SubscriptionTerms } from '@mercato/subscriptions/domain';
import { renewalReceiptMail } from './renewal-receipt-mail';

const terms = (numBillingCycles: number): SubscriptionTerms => ({
  websiteId: 'site-1', subscriptionId: 'sub-1', cartId: 'cart-1', orderId: 'order-1', itemId: 'item-1', sku: 'TEA', productTitle: 'Tea & <Biscuits>', quantity: 2,
  pricePerCycleCents: 1800, currency: 'EUR', plan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles }, customerEmail: 'ann@example.com',
  paymentMethodReference: 'tpm_x', confirmationTokenHash: 'hash', startedAt: '2026-01-31T10:00:00.000Z',
});
const renewed = (cycle: number, nextRenewalAt: string) =>
  create(SubscriptionRenewedSchema, { websiteId: 'site-1', subscriptionId: 'sub-1', cycle, amount: moneyFromMinorUnits(1800, 'EUR'), paymentReference: 'pay-1', renewedAt: '2026-02-28T10:00:00.000Z', nextRenewalAt });

describe('the renewal receipt mail', () => {
  it('tells the subscriber what was charged for which period of a fixed term, and when the next charge is', () => {
    const mail = renewalReceiptMail(terms(12), renewed(2, '2026-03-31T10:00:00.000Z'));
    expect(mail).toMatchObject({ to: 'ann@example.com', subject: 'Subscription renewed: Tea & <Biscuits>' });
    expect(mail.text).toBe('Your subscription to 2 × Tea & <Biscuits> was renewed.\nCharged: 18.00 EUR for period 2 of 12.\nNext charge: 2026-03-31.\n');
    expect(mail.html).toContain('Tea &#38; &#60;Biscuits&#62;');
  });

  it('counts no term for an open-ended subscription and says when the last charge of a term was made', () => {
    expect(renewalReceiptMail(terms(0), renewed(7, '2026-08-31T10:00:00.000Z')).text).toContain('Charged: 18.00 EUR for period 7.');
    expect(renewalReceiptMail(terms(12), renewed(12, '')).text).toContain('This was the last charge of your subscription.');
  });
});
