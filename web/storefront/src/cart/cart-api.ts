import { COOKIE_NAMES, CSRF_HEADER, sessionExpiredMessage } from '@mercato/spec';
import {
  type AddToCartAnswer, type AddToCartRequest, type CartFailureBody, type ShoppingCart, type UpdateAdditionalFieldsAnswer,
} from './cart-types';

/** Spec §7 cart calls. The quantity change and removal are this project's additions (OpenAPI). */
export const CART_PATHS = {
  cart: '/api/commerce/shopping-cart',
  entries: '/api/commerce/shopping-cart/entries',
  entry: (entryId: string) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}`,
  entryQuantity: (entryId: string) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}/quantity`,
  entryAdditionalFields: (entryId: string) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}/additionalFields`,
  subscription: '/api/3/commerce/cart/subscription',
} as const;

/**
 * A cart call that failed. `rejected`: the server answered with a failure body (its message is shown as
 * received, spec §8); `network`: no answer at all, the visitor's connection is the likely cause.
 */
export class CartCallError extends Error {
  constructor(
    readonly kind: 'rejected' | 'network',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CartCallError';
  }
}

export interface CartApi {
  getCart(): Promise<ShoppingCart>;
  addEntry(request: AddToCartRequest): Promise<AddToCartAnswer>;
  changeQuantity(entryId: string, quantity: number): Promise<ShoppingCart>;
  removeEntry(entryId: string): Promise<ShoppingCart>;
  updateAdditionalFields(entryId: string, request: Omit<AddToCartRequest, 'quantity'>): Promise<UpdateAdditionalFieldsAnswer>;
  /** Spec §7: a separate cart for a subscription purchase; its token leads to the subscription page. */
  startSubscription(request: AddToCartRequest): Promise<{ cartToken: string }>;
}

export interface CartApiDependencies {
  fetch: typeof fetch;
  /** The crumb cookie's value, sent back in the CSRF header on every state change. */
  crumb: () => string | undefined;
  /** navigator.cookieEnabled: decides which session-expired message a crumb failure shows. */
  cookiesEnabled: () => boolean;
}

/** What the quantity change and the removal answer (the change also names the entry; the page reads the cart). */
interface CartAnswer {
  shoppingCart: ShoppingCart;
}

/** The additional fields travel as a JSON string (spec §7). */
const additionalFieldsText = (fields: Record<string, unknown> | null): string => JSON.stringify(fields ?? {});

/** One commerce call: JSON in and out, the crumb on state changes, failures as CartCallError. */
export type CommerceCall = <T>(method: string, path: string, body?: unknown, extraHeaders?: Readonly<Record<string, string>>) => Promise<T>;

/** The storefront's commerce calls (cart and checkout) share one way of talking to the server. */
export function commerceCaller({ fetch: fetchImpl, crumb, cookiesEnabled }: CartApiDependencies): CommerceCall {
  return async function call<T>(method: string, path: string, body?: unknown, extraHeaders: Readonly<Record<string, string>> = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
    const crumbValue = crumb();
    if (method !== 'GET' && crumbValue) headers[CSRF_HEADER] = crumbValue;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(path, { method, headers, credentials: 'same-origin', ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    } catch (error) {
      throw new CartCallError('network', error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw await rejection(response, cookiesEnabled());
    return (await response.json()) as T;
  };
}

export function createCartApi(dependencies: CartApiDependencies): CartApi {
  const call = commerceCaller(dependencies);

  return {
    getCart: () => call<ShoppingCart>('GET', CART_PATHS.cart),
    addEntry: (request) =>
      call<AddToCartAnswer>('POST', CART_PATHS.entries, { ...request, additionalFields: additionalFieldsText(request.additionalFields) }),
    changeQuantity: async (entryId, quantity) => (await call<CartAnswer>('PUT', CART_PATHS.entryQuantity(entryId), { quantity })).shoppingCart,
    removeEntry: async (entryId) => (await call<CartAnswer>('DELETE', CART_PATHS.entry(entryId))).shoppingCart,
    updateAdditionalFields: (entryId, request) =>
      call<UpdateAdditionalFieldsAnswer>('PUT', CART_PATHS.entryAdditionalFields(entryId), {
        ...request,
        additionalFields: additionalFieldsText(request.additionalFields),
      }),
    startSubscription: ({ quantity, ...request }) =>
      call<{ cartToken: string }>('POST', CART_PATHS.subscription, { ...request, qty: quantity, additionalFields: additionalFieldsText(request.additionalFields) }),
  };
}

/** The server's message as received; a crumb failure says how to recover, by whether cookies work. */
async function rejection(response: Response, cookiesEnabled: boolean): Promise<CartCallError> {
  let body: Partial<CartFailureBody> = {};
  try {
    body = (await response.json()) as Partial<CartFailureBody>;
  } catch {
    // Not the failure envelope (a proxy's page): the status line is all there is to say.
  }
  if (body.crumbFail) return new CartCallError('rejected', sessionExpiredMessage(cookiesEnabled), response.status);
  const message = typeof body.message === 'string' ? body.message : `HTTP ${response.status} ${response.statusText}`.trim();
  return new CartCallError('rejected', message, response.status);
}

/** The real browser's dependencies: same-origin fetch, the crumb cookie, navigator.cookieEnabled. */
export function browserCommerceDependencies(readCookie: (name: string) => string | undefined): CartApiDependencies {
  return {
    fetch: (input, init) => fetch(input, init),
    crumb: () => readCookie(COOKIE_NAMES.crumb),
    cookiesEnabled: () => navigator.cookieEnabled,
  };
}
