import { createCheckoutApi } from './checkout-api';
import { CartCallError } from '../cart/cart-api';
import { endsAttempt, newAttemptKey } from './attempt-key';

function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  };
  return { calls, fetch: fetchImpl as typeof fetch };
}

const api = (fetchImpl: typeof fetch) => createCheckoutApi({ fetch: fetchImpl, crumb: () => 'crumb-1', cookiesEnabled: () => true });

describe('checkout calls', () => {
  it('places the order with the attempt key as Idempotency-Key, the crumb, and the card nested as the server reads it', async () => {
    const server = answering(200, { order: { orderToken: 't' } });
    const order = await api(server.fetch).placeOrder({ email: 'ada@example.com', cardNumber: '4242 4242 4242 4242', couponCodes: ['SAVE10'], shippingOptionId: 'std', idempotencyKey: 'attempt-0001' });
    expect(order).toEqual({ orderToken: 't' });
    expect(server.calls[0]?.url).toBe('/api/commerce/checkout');
    expect(server.calls[0]?.init?.headers).toMatchObject({ 'Idempotency-Key': 'attempt-0001', 'x-csrf-token': 'crumb-1' });
    expect(JSON.parse(String(server.calls[0]?.init?.body))).toEqual({ email: 'ada@example.com', card: { number: '4242 4242 4242 4242' }, couponCodes: ['SAVE10'], shippingOptionId: 'std' });
  });

  it('sends no card when the gift card covers the whole order', async () => {
    const server = answering(200, { order: { orderToken: 't' } });
    await api(server.fetch).placeOrder({ email: 'ada@example.com', cardNumber: null, couponCodes: [], giftCardCode: 'ABCD-EFGH-JKLM-NPQR', idempotencyKey: 'attempt-0003' });
    expect(JSON.parse(String(server.calls[0]?.init?.body))).toEqual({ email: 'ada@example.com', couponCodes: [], giftCardCode: 'ABCD-EFGH-JKLM-NPQR' });
  });

  it("rejects a declined card with the provider's reason and the 402", async () => {
    const server = answering(402, { message: 'Your card was declined.', status: 402 });
    await expect(api(server.fetch).placeOrder({ email: 'a@b.co', cardNumber: '4000000000000002', couponCodes: [], idempotencyKey: 'attempt-0002' })).rejects.toEqual(
      new CartCallError('rejected', 'Your card was declined.', 402),
    );
  });

  it('reads an order by its token, escaped into the path', async () => {
    const server = answering(200, { id: 'o-1' });
    await api(server.fetch).order('a/b');
    expect(server.calls[0]?.url).toBe('/api/commerce/orders/a%2Fb');
  });
});

describe('attempt keys', () => {
  it('are 32 hex characters from 16 random bytes, a new one each time', () => {
    expect(newAttemptKey((bytes) => bytes.fill(171))).toBe('ab'.repeat(16));
    expect(newAttemptKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(newAttemptKey()).not.toBe(newAttemptKey());
  });
});

describe('when a failed checkout ends its attempt', () => {
  it.each([
    ['a declined card (402)', new CartCallError('rejected', 'Your card was declined.', 402), true],
    ['a refused field (400)', new CartCallError('rejected', 'Please enter a valid email', 400), true],
    ['no answer at all', new CartCallError('network', 'Failed to fetch'), false],
    ['a server fault (503)', new CartCallError('rejected', 'HTTP 503', 503), false],
  ])('%s: %s', (_case, error, ends) => {
    expect(endsAttempt(error)).toBe(ends);
  });
});
