import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { ContributorRole, LOCK_SCREEN_MESSAGES } from '@mercato/spec';
import { ANALYTICS_CONTEXT_ELEMENT_ID, CART_CONTEXT_ELEMENT_ID, DEHYDRATED_STATE_ELEMENT_ID } from '../app/document-ids';
import { parseCartStart } from '../cart/cart-at-start';
import { linenShirt, productPageFixture, shopCollection, siteFixture } from '../testing/fixtures';
import { textOf } from '../testing/render-route';
import { type SiteView } from '../api/types';
import { renderStorefront, type StorefrontRenderRequest } from './render';
import { httpStorefrontReads } from './storefront-reads';

const STORE_HOST = 'store.example';
const hostileDescription = 'Soft </script><script>alert("pwned")</script> <!-- linen';
const product = { ...linenShirt, description: hostileDescription };

const OWNER_COOKIE = 'mercato_owner_session=owner-token';
const BROKEN_SESSION_COOKIE = 'mercato_owner_session=broken';
const LOCK_PASS_COOKIE = 'mercato_lock_0123=pass';
const ownerSession = {
  contributor: {
    id: 'owner-1',
    roles: [
      { websiteId: 'site-demo', role: ContributorRole.VIEWER },
      { websiteId: 'other-site', role: ContributorRole.ADMIN },
    ],
  },
};
const sessionCalls: (string | undefined)[] = [];
let siteLocked = false;
/** What the site answer adds to the fixture (languages, experiments). */
let siteExtras: Partial<SiteView> = {};

/** Stands in for the gateway's API: one known host, one product, a failing collection, one owner session. */
function answer(request: IncomingMessage): { status: number; body: unknown } {
  if (request.url === '/api/auth/session') {
    sessionCalls.push(request.headers.cookie);
    if (request.headers.cookie === OWNER_COOKIE) return { status: 200, body: ownerSession };
    if (request.headers.cookie === BROKEN_SESSION_COOKIE) return { status: 500, body: { message: 'Internal server error', status: 500 } };
    return { status: 401, body: { message: 'Login required', status: 401 } };
  }
  if (request.headers['x-forwarded-host'] !== STORE_HOST) return { status: 404, body: { message: 'Unknown site', status: 404 } };
  switch (request.url) {
    case '/api/storefront/site':
      return { status: 200, body: siteFixture(siteExtras) };
    case '/api/site-users/lock-screens/site/access':
      // The site's lock while `siteLocked` (the pass cookie opens it); otherwise as where no site-users service runs (404: open).
      if (!siteLocked) return { status: 404, body: { message: 'Not found', status: 404 } };
      return request.headers.cookie === LOCK_PASS_COOKIE
        ? { status: 200, body: { protectedContent: true } }
        : { status: 403, body: { message: LOCK_SCREEN_MESSAGES.title, status: 403, code: 'page_gate', pageGate: { kind: 'locked', pageId: '', lockPageId: null } } };
    case '/api/storefront/products/shop/linen-shirt':
      return { status: 200, body: productPageFixture(product) };
    case '/api/storefront/collections/locked':
      // The catalog's page gate: the pass cookie opens the lock screen.
      return request.headers.cookie === LOCK_PASS_COOKIE
        ? { status: 200, body: { ...shopCollection, protectedContent: true } }
        : { status: 403, body: { message: LOCK_SCREEN_MESSAGES.title, status: 403, code: 'page_gate', pageGate: { kind: 'locked', pageId: shopCollection.collection.id, lockPageId: null } } };
    case '/api/storefront/collections/broken':
      return { status: 503, body: { message: 'Catalog unavailable', status: 503 } };
    default:
      return { status: 404, body: { message: 'Not found', status: 404 } };
  }
}

let api: Server;
let apiOrigin: string;

beforeAll(async () => {
  api = createServer((request, response) => {
    const { status, body } = answer(request);
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
});

function render(url: string, host = STORE_HOST, extra: Partial<Pick<StorefrontRenderRequest, 'ownerSessionCookie' | 'censusDisabled' | 'loadCartAtStart' | 'siteUserSignedIn' | 'pageGateCookies' | 'languageChoice' | 'experimentOverrides'>> = {}) {
  return renderStorefront({ url, host, reads: httpStorefrontReads({ origin: () => apiOrigin }), clientScriptUrl: '/assets/entry-ABC123.js', ...extra });
}

function analyticsContextOf(html: string): unknown {
  const json = new RegExp(`<script type="application/json" id="${ANALYTICS_CONTEXT_ELEMENT_ID}">(.*?)</script>`, 's').exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('renderStorefront', () => {
  it('serves the product page with its title and price in the HTML, before any script runs', async () => {
    const { status, html } = await render('/shop/p/linen-shirt');
    expect(status).toBe(200);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Linen Shirt — Mercato Demo Store</title>');
    expect(head).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    // An icon in the page, so the browser does not ask for /favicon.ico (a 404 logged as a console error).
    expect(head).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+">/);
    expect(head).toContain('<script type="module" src="/assets/entry-ABC123.js"></script>');
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en-US">/);
    expect(textOf(html, 'product-title')).toBe('Linen Shirt');
    expect(textOf(html, 'product-price')).toBe('from 45.00 USD');
  });

  it("puts the product's description, canonical URL, Open Graph tags and schema.org Product in the head", async () => {
    const { html } = await renderStorefront({ url: '/shop/p/linen-shirt?ref=mail', host: STORE_HOST, origin: 'https://store.example', reads: httpStorefrontReads({ origin: () => apiOrigin }), clientScriptUrl: '/assets/entry-ABC123.js' });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta name="description" content="Soft &lt;/script&gt;&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &lt;!-- linen">');
    expect(head).toContain('<link rel="canonical" href="https://store.example/shop/p/linen-shirt">');
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain('<meta property="og:image" content="https://store.example/images/linen-shirt.jpg">');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({ '@type': 'Product', name: 'Linen Shirt', offers: expect.arrayContaining([expect.objectContaining({ price: '45.00', priceCurrency: 'USD' })]) });
  });

  it('gives a page that was not found no canonical URL nor Open Graph tags', async () => {
    const { status, html } = await render('/shop/p/no-such-product');
    expect(status).toBe(404);
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:');
  });

  it('embeds the query cache so that data cannot break out of the script element', async () => {
    const { html } = await render('/shop/p/linen-shirt');
    expect(html).not.toContain('<script>alert');
    const stateJson = new RegExp(`<script type="application/json" id="${DEHYDRATED_STATE_ELEMENT_ID}">(.*?)</script>`, 's').exec(html)?.[1];
    const state = JSON.parse(stateJson ?? 'null') as { queries: { state: { data: unknown } }[] };
    const descriptions = state.queries.map((query) => JSON.stringify(query.state.data));
    expect(descriptions.some((data) => data.includes(JSON.stringify(hostileDescription).slice(1, -1)))).toBe(true);
  });

  it('answers 404 with the not-found page for an unknown product, inside the site chrome', async () => {
    const { status, html } = await render('/shop/p/missing');
    expect(status).toBe(404);
    expect(textOf(html, 'not-found')).toContain('Page not found');
    expect(textOf(html, 'site-footer')).toBe('© Mercato Demo Store');
  });

  it('answers 404 for a path no route matches', async () => {
    expect((await render('/shop/p/linen-shirt/reviews')).status).toBe(404);
  });

  it('answers 404 when the host belongs to no site (the host is forwarded to the API)', async () => {
    const { status, html } = await render('/shop/p/linen-shirt', 'unknown.example');
    expect(status).toBe(404);
    expect(textOf(html, 'not-found')).toContain('Page not found');
  });

  it('keeps the API failure status and leaves the page to retry in the browser', async () => {
    const { status, html } = await render('/broken');
    expect(status).toBe(503);
    expect(textOf(html, 'loading')).toBe('Loading…');
  });
});

describe('renderStorefront: analytics page context (spec §6 skip rules)', () => {
  beforeEach(() => {
    sessionCalls.length = 0;
  });

  it('says nothing about an anonymous visitor, without asking the API who is signed in', async () => {
    const { html } = await render('/shop/p/linen-shirt');
    expect(analyticsContextOf(html)).toEqual({ censusDisabled: false });
    expect(sessionCalls).toEqual([]);
  });

  it("gives a signed-in contributor's roles on this site only, forwarding just the owner-session cookie", async () => {
    const { html } = await render('/shop/p/linen-shirt', STORE_HOST, { ownerSessionCookie: OWNER_COOKIE });
    expect(analyticsContextOf(html)).toEqual({ censusDisabled: false, signedInRoles: [ContributorRole.VIEWER] });
    expect(sessionCalls).toEqual([OWNER_COOKIE]);
  });

  it('treats an expired owner session as an anonymous visitor', async () => {
    const { html } = await render('/shop/p/linen-shirt', STORE_HOST, { ownerSessionCookie: 'mercato_owner_session=expired' });
    expect(analyticsContextOf(html)).toEqual({ censusDisabled: false });
  });

  it('counts a visitor whose session cannot be checked as signed in without roles, so analytics skips them', async () => {
    const { status, html } = await render('/shop/p/linen-shirt', STORE_HOST, { ownerSessionCookie: BROKEN_SESSION_COOKIE });
    expect(status).toBe(200);
    expect(analyticsContextOf(html)).toEqual({ censusDisabled: false, signedInRoles: [] });
  });

  it('counts a signed-in site user as signed in without roles, unless a contributor session gives a viewer role here', async () => {
    expect(analyticsContextOf((await render('/shop/p/linen-shirt', STORE_HOST, { siteUserSignedIn: true })).html)).toEqual({ censusDisabled: false, signedInRoles: [] });
    const viewer = await render('/shop/p/linen-shirt', STORE_HOST, { siteUserSignedIn: true, ownerSessionCookie: OWNER_COOKIE });
    expect(analyticsContextOf(viewer.html)).toEqual({ censusDisabled: false, signedInRoles: [ContributorRole.VIEWER] });
  });

  it('carries the census-disabling flag', async () => {
    const { html } = await render('/shop/p/linen-shirt', STORE_HOST, { censusDisabled: true });
    expect(analyticsContextOf(html)).toEqual({ censusDisabled: true });
  });
});

describe('renderStorefront: the cart (spec §2, §4)', () => {
  const cartStartOf = (html: string) =>
    parseCartStart(new RegExp(`<script type="application/json" id="${CART_CONTEXT_ELEMENT_ID}">(.*?)</script>`, 's').exec(html)?.[1]);

  it('tells the browser to read the cart at page start only when the gateway says so', async () => {
    expect(cartStartOf((await render('/shop/p/linen-shirt', STORE_HOST, { loadCartAtStart: true })).html)).toEqual({ loadAtStart: true });
    expect(cartStartOf((await render('/shop/p/linen-shirt')).html)).toEqual({ loadAtStart: false });
  });

  it('serves /cart as the cart page, never as a collection called "cart", and leaves the cart to the browser', async () => {
    const { status, html } = await render('/cart');
    expect(status).toBe(200);
    expect(html).toContain('data-testid="cart-page"');
    expect(html).not.toContain('data-testid="not-found"');
  });
});

describe('renderStorefront: lock screens (spec §2 page type 103)', () => {
  it('renders the lock screen, not the content, of a locked page (403), and the content with the pass cookie', async () => {
    const locked = await render('/locked');
    expect(locked.status).toBe(403);
    expect(locked.html).toContain(`<h1>${LOCK_SCREEN_MESSAGES.title}</h1>`);
    expect(locked.html).not.toContain(linenShirt.title);
    const opened = await render('/locked', STORE_HOST, { pageGateCookies: LOCK_PASS_COOKIE });
    expect(opened.status).toBe(200);
    expect(opened.html).not.toContain(LOCK_SCREEN_MESSAGES.title);
    expect(opened.html).toContain(shopCollection.products[0]!.title);
  });

  it("renders the home page as the site's lock screen (403) until the pass, and open where no site-users service answers", async () => {
    expect((await render('/')).status).toBe(200);
    siteLocked = true;
    try {
      const locked = await render('/');
      expect(locked.status).toBe(403);
      expect(locked.html).toContain(`<h1>${LOCK_SCREEN_MESSAGES.title}</h1>`);
      expect(locked.html).not.toContain('data-testid="collection-links"');
      // Nothing of the site around its lock screen: no header, navigation (its pages' titles) or footer, nor in the dehydrated data.
      for (const part of ['site-header', 'main-navigation', 'site-footer']) expect(locked.html).not.toContain(`data-testid="${part}"`);
      expect(locked.html).toContain('"navigation":[]');
      const opened = await render('/', STORE_HOST, { pageGateCookies: LOCK_PASS_COOKIE });
      expect(opened.status).toBe(200);
      expect(opened.html).toContain('data-testid="collection-links"');
      expect(opened.html).toContain('data-testid="main-navigation"');
    } finally {
      siteLocked = false;
    }
  });

  it.each([
    ['/cart', 'cart-page'],
    ['/checkout', 'checkout-page'],
    ['/account', 'account-page'],
    ['/account/sign-in', 'sign-in-page'],
    ['/account/join', 'join-page'],
  ])("renders %s as the site's lock screen (403) while the site is locked, and the page with the pass", async (url, pageTestId) => {
    siteLocked = true;
    try {
      const locked = await render(url);
      expect(locked.status).toBe(403);
      expect(locked.html).toContain(`<h1>${LOCK_SCREEN_MESSAGES.title}</h1>`);
      expect(locked.html).not.toContain(`data-testid="${pageTestId}"`);
      const opened = await render(url, STORE_HOST, { pageGateCookies: LOCK_PASS_COOKIE });
      expect(opened.status).toBe(200);
      expect(opened.html).not.toContain(LOCK_SCREEN_MESSAGES.title);
      expect(opened.html).toContain(`data-testid="${pageTestId}"`);
    } finally {
      siteLocked = false;
    }
  });
});

describe('renderStorefront: the site\'s languages and experiments (issue 14 part 5)', () => {
  const bilingual = { languages: [{ code: 'en-US', custom: false }, { code: 'fr-FR', custom: false }] };
  afterEach(() => {
    siteExtras = {};
    siteLocked = false;
  });

  it('renders in the language the visitor chose when the site has it, with the switcher showing it', async () => {
    siteExtras = bilingual;
    const chosen = (await render('/shop/p/linen-shirt', STORE_HOST, { languageChoice: 'fr-fr' })).html;
    expect(chosen).toMatch(/^<!DOCTYPE html>\n<html lang="fr-FR">/);
    expect(chosen).toContain('<option value="fr-FR" lang="fr-FR" selected>');
    const unknown = (await render('/shop/p/linen-shirt', STORE_HOST, { languageChoice: 'de-DE' })).html;
    expect(unknown).toMatch(/^<!DOCTYPE html>\n<html lang="en-US">/);
    expect(unknown).toContain('<option value="en-US" lang="en-US" selected>');
  });

  it('shows no switcher on a one-language site nor on the site\'s lock screen', async () => {
    expect((await render('/shop/p/linen-shirt')).html).not.toContain('<nav class="language-switcher"');
    siteExtras = bilingual;
    expect((await render('/')).html).toContain('<nav class="language-switcher"');
    siteLocked = true;
    const locked = await render('/');
    expect(locked.status).toBe(403);
    expect(locked.html).not.toContain('<nav class="language-switcher"');
  });

  it('puts the variant of each experiment that counts into the analytics context, a pinned one winning', async () => {
    siteExtras = { experiments: [{ name: 'hero', variant: 'a', status: 'ACTIVE' }] };
    expect(analyticsContextOf((await render('/shop/p/linen-shirt')).html)).toEqual({ censusDisabled: false, experiments: { hero: 'a' } });
    expect(analyticsContextOf((await render('/shop/p/linen-shirt', STORE_HOST, { experimentOverrides: { hero: 'b' } })).html)).toEqual({ censusDisabled: false, experiments: { hero: 'b' } });
  });
});
