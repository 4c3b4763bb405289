import { CART_MESSAGES, sessionExpiredMessage } from '@mercato/spec';
import { CartCallError, createCartApi } from './cart-api';
import { cartFailureDetail } from './cart-failures';

/** The answers a cart server gives, as `fetch` hands them over. */
function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  };
  return { calls, fetch: fetchImpl as typeof fetch };
}

const api = (fetchImpl: typeof fetch, cookiesEnabled = true) => createCartApi({ fetch: fetchImpl, crumb: () => 'crumb-1', cookiesEnabled: () => cookiesEnabled });

describe('cart calls (spec §7, §8)', () => {
  it('posts an add with the crumb header and the additional fields as a JSON string', async () => {
    const server = answering(200, { shoppingCart: {}, newlyAdded: {} });
    await api(server.fetch).addEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 2, additionalFields: { Engraving: 'Hi' } });
    expect(server.calls[0]?.url).toBe('/api/commerce/shopping-cart/entries');
    expect(server.calls[0]?.init?.headers).toMatchObject({ 'x-csrf-token': 'crumb-1' });
    expect(JSON.parse(String(server.calls[0]?.init?.body))).toEqual({ itemId: 'item-1', sku: 'SKU-1', quantity: 2, additionalFields: '{"Engraving":"Hi"}' });
  });

  it('shows a refusal as the server worded it', async () => {
    const server = answering(400, { message: 'Sorry, we do not have enough of that item available.', status: 400, crumbFail: false });
    await expect(api(server.fetch).addEntry({ itemId: 'i', sku: null, quantity: 1, additionalFields: null })).rejects.toEqual(
      new CartCallError('rejected', 'Sorry, we do not have enough of that item available.', 400),
    );
  });

  it.each([true, false])('words a crumb failure by whether cookies work (cookies enabled: %s)', async (cookiesEnabled) => {
    const server = answering(403, { message: 'x', status: 403, crumbFail: true });
    await expect(api(server.fetch, cookiesEnabled).removeEntry('e-1')).rejects.toThrow(sessionExpiredMessage(cookiesEnabled));
  });

  it('turns a failed connection into the check-your-connection line, a server fault into try again', async () => {
    const offline = createCartApi({ fetch: () => Promise.reject(new TypeError('Failed to fetch')), crumb: () => undefined, cookiesEnabled: () => true });
    const networkError = await offline.changeQuantity('e-1', 2).catch((error: unknown) => error);
    expect(cartFailureDetail(networkError)).toBe(CART_MESSAGES.checkInternetConnection);
    const fault = await api(answering(503, '<html>').fetch).changeQuantity('e-1', 2).catch((error: unknown) => error);
    expect(cartFailureDetail(fault)).toBe(CART_MESSAGES.pleaseTryAgain);
  });
});
