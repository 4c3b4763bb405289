import { randomInt } from 'node:crypto';
import { generateCrumb } from '@mercato/http';
import { CART_COOKIE, COOKIE_NAMES, CSRF_HEADER } from '@mercato/spec';

export interface ShopperOptions {
  /** The shopper's address, sent as X-Forwarded-For (rate limits count per address); random by default. */
  readonly address?: string;
  /** Keeps no cookies, as a browser with cookies turned off. */
  readonly cookiesOff?: boolean;
}

export interface ShopperCallOptions {
  readonly body?: unknown;
  /** Sends the crumb back in the CSRF header, as the storefront does (default true once it has one). */
  readonly crumb?: boolean | string;
  readonly headers?: Record<string, string>;
}

/**
 * A visitor's browser on `host`: keeps the cookies answers set (crumb, cart) and sends them back,
 * with the crumb in the CSRF header on state changes as the storefront's scripts do. It starts as
 * one that has loaded a page of the site: holding the crumb cookie every page answer gives.
 */
export function shopper(baseUrl: string, host: string, options: ShopperOptions = {}) {
  const jar = new Map<string, { value: string; attributes: string }>();
  if (!options.cookiesOff) jar.set(COOKIE_NAMES.crumb, { value: generateCrumb(), attributes: 'Path=/; SameSite=Lax' });
  const forwardedFor = options.address ?? `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const cookieHeader = () => [...jar].map(([name, cookie]) => `${name}=${cookie.value}`).join('; ');

  const call = async (method: string, path: string, callOptions: ShopperCallOptions = {}) => {
    const crumb = typeof callOptions.crumb === 'string' ? callOptions.crumb : callOptions.crumb === false ? undefined : jar.get(COOKIE_NAMES.crumb)?.value;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-host': host,
        'x-forwarded-for': forwardedFor,
        ...(jar.size > 0 ? { cookie: cookieHeader() } : {}),
        ...(crumb ? { [CSRF_HEADER]: crumb } : {}),
        ...callOptions.headers,
      },
      ...(callOptions.body === undefined ? {} : { body: typeof callOptions.body === 'string' ? callOptions.body : JSON.stringify(callOptions.body) }),
    });
    if (!options.cookiesOff) {
      for (const setCookie of response.headers.getSetCookie()) {
        const [pair, ...attributes] = setCookie.split(';');
        const [name, ...value] = pair!.split('=');
        jar.set(name!.trim(), { value: value.join('='), attributes: attributes.join(';').trim() });
      }
    }
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text, headers: response.headers };
  };

  return {
    call,
    /** Loads the cart as the storefront does at page start (and picks up the crumb cookie). */
    cart: async (query = '') => call('GET', `/api/commerce/shopping-cart${query}`),
    add: async (body: Record<string, unknown>, callOptions: Omit<ShopperCallOptions, 'body'> = {}) => call('POST', '/api/commerce/shopping-cart/entries', { ...callOptions, body }),
    cookie: (name: string) => jar.get(name),
    cartCookie: () => jar.get(CART_COOKIE),
  };
}

export type Shopper = ReturnType<typeof shopper>;
