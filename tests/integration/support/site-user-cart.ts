import { CART_COOKIE, COOKIE_NAMES, SITE_USER_XSRF_HEADER } from '@mercato/spec';
import { shopper, type Shopper } from './shopper';

/** The site-user account API and the one password every test account uses. */
export const ACCOUNT = '/api/site-users/account';
export const PASSWORD = 'correct horse battery';
export const buttonSku = (i: number) => `BUTTON-${i}`;

interface CartEntryView {
  quantity: number;
  chosenVariant: { sku: string };
}

/**
 * The browsers of the cart-follows-user tests on one gateway and site host, adding units of the
 * many-variant product `buttonsId()` names (read when called: the tests create it after this).
 */
export function siteUserCartBrowsers(gatewayUrl: () => string, host: string, buttonsId: () => string) {
  let emailCounter = 0;
  return {
    /** A browser that has loaded a page (it holds the crumb cookie the cart calls need). */
    async browser(): Promise<Shopper> {
      const visitor = shopper(gatewayUrl(), host);
      await visitor.cart();
      return visitor;
    },
    async joinedEmail(): Promise<string> {
      const email = `cart-${++emailCounter}-${Date.now()}@example.com`;
      const joined = await shopper(gatewayUrl(), host).call('POST', ACCOUNT, { body: { email, password: PASSWORD } });
      if (joined.status !== 201) throw new Error(`join answered ${joined.status}`);
      return email;
    },
    /** Signs in and answers the xsrfToken. */
    async signIn(visitor: Shopper, email: string, headers: Record<string, string> = {}): Promise<string> {
      const login = await visitor.call('POST', `${ACCOUNT}/session`, { body: { email, password: PASSWORD }, headers });
      if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
      return login.body.xsrfToken;
    },
    addButton: (visitor: Shopper, i: number, quantity = 1, headers: Record<string, string> = {}) => visitor.add({ itemId: buttonsId(), sku: buttonSku(i), quantity }, { headers }),
  };
}

/** sku -> quantity of the cart the browser's cookie names. */
export async function cartQuantities(visitor: Shopper): Promise<Record<string, number>> {
  const cart = (await visitor.cart()).body as { entries: CartEntryView[] };
  return Object.fromEntries(cart.entries.map((entry) => [entry.chosenVariant.sku, entry.quantity]));
}

/** The cookie header of a browser that kept an old cart cookie (a second tab, or a copy taken before sign-in). */
export const withCart = (visitor: Shopper, cartId: string) => ({ cookie: `${COOKIE_NAMES.crumb}=${visitor.cookie(COOKIE_NAMES.crumb)!.value}; ${CART_COOKIE}=${cartId}` });

/**
 * Sign-out with cloneCart=true leaves the visitor a copy (later adds there are not the user's);
 * with cloneCart=false the browser keeps no cart; the user's cart stays theirs either way.
 */
export async function signOutKeepsOrCopiesTheCart({ browser, joinedEmail, signIn, addButton }: ReturnType<typeof siteUserCartBrowsers>): Promise<void> {
  const email = await joinedEmail();
  const kiosk = await browser();
  const xsrf = await signIn(kiosk, email);
  await addButton(kiosk, 3, 2);
  const userCartId = kiosk.cartCookie()!.value;
  expect((await kiosk.call('DELETE', `${ACCOUNT}/session?cloneCart=true`, { headers: { [SITE_USER_XSRF_HEADER]: xsrf } })).status).toBe(204);
  expect(kiosk.cartCookie()!.value).not.toBe(userCartId);
  expect(await cartQuantities(kiosk)).toEqual({ [buttonSku(3)]: 2 });
  await addButton(kiosk, 4);

  const shared = await browser();
  const sharedXsrf = await signIn(shared, email);
  expect(await cartQuantities(shared)).toEqual({ [buttonSku(3)]: 2 });
  expect((await shared.call('DELETE', `${ACCOUNT}/session?cloneCart=false`, { headers: { [SITE_USER_XSRF_HEADER]: sharedXsrf } })).status).toBe(204);
  expect(await cartQuantities(shared)).toEqual({});
}
