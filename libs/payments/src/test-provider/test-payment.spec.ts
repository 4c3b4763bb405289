import { authorizeTestPayment, cancelTestPayment, captureTestPayment, refundTestPayment, type TestPayment } from './test-payment';

const payment = (overrides: Partial<TestPayment> = {}): TestPayment => ({ id: 'p1', amountCents: 1500, status: 'initiated', refundedCents: 0, card: { kind: 'authorize' }, ...overrides });

describe('test payment transitions', () => {
  it('authorizes a good card, declines a declined card, fails on a processing-error card', () => {
    expect(authorizeTestPayment(payment())).toEqual({ outcome: { status: 'authorized', paymentId: 'p1', amountCents: 1500 }, next: payment({ status: 'authorized' }) });
    const declinedCard = payment({ card: { kind: 'decline', reason: 'Your card was declined.' } });
    expect(authorizeTestPayment(declinedCard)).toEqual({ outcome: { status: 'declined', reason: 'Your card was declined.' }, next: { ...declinedCard, status: 'declined' } });
    const failingCard = payment({ card: { kind: 'error', message: 'boom' } });
    expect(authorizeTestPayment(failingCard)).toEqual({ outcome: { status: 'error', message: 'boom' }, next: { ...failingCard, status: 'failed' } });
  });

  it('captures only an authorized payment, once', () => {
    expect(captureTestPayment(payment({ status: 'authorized' }))).toEqual({ outcome: { status: 'captured', paymentId: 'p1', amountCents: 1500 }, next: payment({ status: 'captured' }) });
    expect(captureTestPayment(payment({ status: 'captured' })).outcome).toEqual({ status: 'error', message: 'The payment is captured, so it cannot be captured.' });
    expect(captureTestPayment(payment()).outcome).toEqual({ status: 'error', message: 'The payment is initiated, so it cannot be captured.' });
  });

  it('refunds in parts up to the captured amount', () => {
    const captured = payment({ status: 'captured' });
    const first = refundTestPayment(captured, 1000);
    expect(first).toEqual({ outcome: { status: 'refunded', paymentId: 'p1', refundedCents: 1000 }, next: payment({ status: 'captured', refundedCents: 1000 }) });
    expect(refundTestPayment(first.next, 501)).toEqual({ outcome: { status: 'error', message: 'A refund cannot exceed what was captured.' }, next: first.next });
    expect(refundTestPayment(first.next, 500).outcome).toEqual({ status: 'refunded', paymentId: 'p1', refundedCents: 1500 });
    expect(refundTestPayment(captured, 0).outcome).toEqual({ status: 'error', message: 'A refund must be a positive whole number of minor units.' });
    expect(refundTestPayment(payment({ status: 'authorized' }), 100).outcome).toEqual({ status: 'error', message: 'The payment is authorized, so it cannot be refunded.' });
  });

  it('cancels anything not yet captured', () => {
    expect(cancelTestPayment(payment({ status: 'authorized' }))).toEqual({ outcome: { status: 'cancelled', paymentId: 'p1' }, next: payment({ status: 'cancelled' }) });
    expect(cancelTestPayment(payment({ status: 'captured' })).outcome).toEqual({ status: 'error', message: 'A captured payment is refunded, not cancelled.' });
  });
});
