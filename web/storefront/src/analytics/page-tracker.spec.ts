import { type ClankerEnvelope, ClankerSchemaName, ContributorRole, PageType, RecordType, TRACKING_ENDPOINTS } from '@mercato/spec';
import { browserSnapshot, FakeCookieJar, FakeStorage, FakeTransport, idSequence } from '../testing/analytics-fakes';
import { type AnalyticsPageContext, type BrowserSnapshot, type ShownPage } from './page';
import { createPageTracker } from './page-tracker';

const site = { websiteId: 'demo-site', templateId: 'mercato-basic', locale: 'en-US' };
const home: Omit<ShownPage, 'locationKey'> = { pageType: PageType.PAGE, site };
const shop: Omit<ShownPage, 'locationKey'> = { pageType: PageType.MAIN_CONTENT, collectionId: 'col-shop', site };
const linenShirt: Omit<ShownPage, 'locationKey'> = { pageType: PageType.CONTENT_ITEM, collectionId: 'col-shop', itemId: 'item-linen', recordType: RecordType.STORE_ITEM, site };

const at = (path: string, search = ''): BrowserSnapshot =>
  browserSnapshot({ pathname: path, search, hash: '', href: `http://localhost:3000${path}${search}` });

function tracker(context: AnalyticsPageContext = { censusDisabled: false }, cookies = new FakeCookieJar({ crumb: 'c' })) {
  const transport = new FakeTransport();
  let browser = at('/');
  const pageTracker = createPageTracker({
    context,
    transport,
    stores: { cookies, localStorage: new FakeStorage(), sessionStorage: new FakeStorage(), newId: idSequence(), warn: () => undefined },
    browser: () => browser,
    documentReferrer: 'https://search.example/?q=linen',
    sourceEnvironment: 'prod',
  });
  let key = 0;
  const show = (page: Omit<ShownPage, 'locationKey'>, path: string, search = '') => {
    browser = at(path, search);
    key += 1;
    pageTracker.pageShown({ ...page, locationKey: `key-${key}` });
  };
  const hits = () => transport.posts.filter((post) => post.url === '/api/census/RecordHit').map((post) => JSON.parse(new URLSearchParams(post.body).get('data') ?? '') as Record<string, unknown>);
  const clankerEvents = () => transport.beacons.filter((beacon) => beacon.url === '/api/v1/clanker/events').map((beacon) => JSON.parse(beacon.body) as ClankerEnvelope);
  return { pageTracker, transport, cookies, show, hits, clankerEvents };
}

describe('page views (spec §6, §7)', () => {
  it('sends a page view for the landing page and for each client navigation, each referred by the page before', () => {
    const { show, hits } = tracker();
    show(home, '/');
    show(shop, '/shop', '?view=list');
    expect(hits()).toEqual([
      expect.objectContaining({ url: 'http://localhost:3000/', referrer: 'https://search.example/?q=linen', websiteId: 'demo-site', templateId: 'mercato-basic' }),
      expect.objectContaining({ url: 'http://localhost:3000/shop?view=list', referrer: 'http://localhost:3000/', collectionId: 'col-shop', queryString: 'view=list' }),
    ]);
  });

  it('reports a history entry once, however often its page renders', () => {
    const { pageTracker, hits } = tracker();
    pageTracker.pageShown({ ...home, locationKey: 'default' });
    pageTracker.pageShown({ ...home, locationKey: 'default' });
    expect(hits()).toHaveLength(1);
  });

  it('sends no page view for /search', () => {
    const { show, hits } = tracker();
    show({ pageType: PageType.SEARCH, site }, '/search', '?q=mug');
    expect(hits()).toEqual([]);
  });

  it.each<[string, AnalyticsPageContext, Omit<ShownPage, 'locationKey'>, number]>([
    ['an anonymous visitor', { censusDisabled: false }, home, 1],
    ['the census-disabling flag', { censusDisabled: true }, home, 0],
    ['a not-found page', { censusDisabled: false }, { pageType: PageType.NOT_FOUND, site }, 0],
    ['a lock screen', { censusDisabled: false }, { pageType: PageType.LOCK_SCREEN, site }, 0],
    ['an access-denied page', { censusDisabled: false }, { pageType: PageType.MEMBER_AREA_ACCESS_DENIED, site }, 0],
    ['a signed-in store manager', { censusDisabled: false, signedInRoles: [ContributorRole.STORE_MANAGER] }, home, 0],
    ['a signed-in viewer-only account', { censusDisabled: false, signedInRoles: [ContributorRole.VIEWER] }, home, 1],
  ])('%s: %i page views', (_case, context, page, count) => {
    const { show, hits } = tracker(context);
    show(page, '/');
    expect(hits()).toHaveLength(count);
  });

  it('does not record a viewer-only account in the config area', () => {
    const { show, hits } = tracker({ censusDisabled: false, signedInRoles: [ContributorRole.VIEWER] });
    show(home, '/config/analytics');
    expect(hits()).toEqual([]);
  });

  it('sets no analytics cookies for a page it does not record', () => {
    const { show, cookies } = tracker({ censusDisabled: true });
    show(home, '/');
    expect([...cookies.values.keys()]).toEqual(['crumb']);
  });

  it('carries the visitor cookie in the hit and keeps the session and conversion cookies', () => {
    const { show, hits, cookies, transport } = tracker();
    show(home, '/');
    const visitorCookie = cookies.get('ss_cvr');
    expect(visitorCookie).toMatch(/^[0-9a-f-]{36}\|\d+\|\d+\|\d+\|1$/);
    expect(hits()[0]).toMatchObject({ visitorCookie, localStorageSupported: true });
    expect(new URLSearchParams(transport.posts[0]?.body).get('ss_cvr')).toBe(visitorCookie);
    expect(cookies.get('SS_SESSION_ID')).toBeDefined();
    expect(cookies.get('SS_ANALYTICS_ID')).toBeDefined();
  });

  it('under a restrictive cookie policy clears the conversion cookies and sends no visitor cookie', () => {
    const cookies = new FakeCookieJar({ crumb: 'c', ss_cvr: 'old', ss_cvt: '1', ss_cid: 'x' });
    const noConsent = { siteCloneable: false, restrictive: false, absolute: false, bannerEnabled: true, consentGiven: false };
    const { show, hits } = tracker({ censusDisabled: false, cookiePolicy: noConsent }, cookies);
    show(home, '/');
    expect(cookies.get('ss_cvr')).toBeUndefined();
    expect(cookies.get('ss_cid')).toBeUndefined();
    expect(hits()).toHaveLength(1);
    expect(hits()[0]).not.toHaveProperty('visitorCookie');
  });
});

describe('product page event (spec §7 newer tracker)', () => {
  it('sends view_product_page with the product as object identifier, alongside the page view', () => {
    const { show, hits, clankerEvents, cookies } = tracker();
    show(home, '/');
    show(linenShirt, '/shop/p/linen-shirt');
    expect(hits()).toHaveLength(2);
    const [event] = clankerEvents();
    expect(clankerEvents()).toHaveLength(1);
    expect(event?.eventSchemaName).toBe('view_product_page');
    expect(JSON.parse(event?.eventContent ?? '')).toMatchObject({
      object_identifier: 'item-linen',
      page_path: '/shop/p/linen-shirt',
      page_referrer_url: 'http://localhost:3000/',
      session_id: cookies.get('SS_SESSION_ID'),
      analytics_id: cookies.get('SS_ANALYTICS_ID'),
      context_website_id: 'demo-site',
    });
  });

  it('sends no product event for a signed-in owner', () => {
    const { show, clankerEvents } = tracker({ censusDisabled: false, signedInRoles: [ContributorRole.ADMIN] });
    show(linenShirt, '/shop/p/linen-shirt');
    expect(clankerEvents()).toEqual([]);
  });
});

describe('access-denied events (spec §6, §7)', () => {
  const accessDenied: Omit<ShownPage, 'locationKey'> = { pageType: PageType.MEMBER_AREA_ACCESS_DENIED, collectionId: 'col-club', site };

  it('sends no page view on an access-denied page, but its view and click events', () => {
    const { show, pageTracker, hits, clankerEvents } = tracker();
    show(accessDenied, '/club');
    pageTracker.clientEvent(ClankerSchemaName.ACCESS_DENIED_VIEW, 'area-1');
    pageTracker.clientEvent(ClankerSchemaName.ACCESS_DENIED_CLICK, 'area-1');
    expect(hits()).toEqual([]);
    expect(clankerEvents().map((event) => [event.eventSchemaName, (JSON.parse(event.eventContent) as Record<string, unknown>).object_identifier])).toEqual([
      [ClankerSchemaName.ACCESS_DENIED_VIEW, 'area-1'],
      [ClankerSchemaName.ACCESS_DENIED_CLICK, 'area-1'],
    ]);
  });

  it('sends none for a signed-in site user (signed in, no website role)', () => {
    const { show, pageTracker, clankerEvents } = tracker({ censusDisabled: false, signedInRoles: [] });
    show(accessDenied, '/club');
    pageTracker.clientEvent(ClankerSchemaName.ACCESS_DENIED_VIEW, 'area-1');
    expect(clankerEvents()).toEqual([]);
  });

  it('sends no page view on a lock screen, nor for a signed-in site user on a protected page', () => {
    const lockScreen = tracker();
    lockScreen.show({ pageType: PageType.LOCK_SCREEN, site }, '/vault');
    expect(lockScreen.hits()).toEqual([]);
    const siteUser = tracker({ censusDisabled: false, signedInRoles: [] });
    siteUser.show({ pageType: PageType.PROTECTED_CONTENT, collectionId: 'col-vault', site }, '/vault');
    expect(siteUser.hits()).toEqual([]);
    const visitor = tracker();
    visitor.show({ pageType: PageType.PROTECTED_CONTENT, collectionId: 'col-vault', site }, '/vault');
    expect(visitor.hits()).toEqual([expect.objectContaining({ collectionId: 'col-vault' })]);
  });
});

describe('cart events (spec §7 client events and census widget calls)', () => {
  const cartPage: Omit<ShownPage, 'locationKey'> = { pageType: PageType.SHOW_CART, site };

  it('sends add to cart, remove from cart and view cart with their object, about the page on screen', () => {
    const { show, pageTracker, clankerEvents } = tracker();
    show(linenShirt, '/shop/p/linen-shirt');
    pageTracker.clientEvent(ClankerSchemaName.ADD_TO_CART, 'item-linen');
    show(cartPage, '/cart');
    pageTracker.clientEvent(ClankerSchemaName.VIEW_CART, 'cart-1');
    pageTracker.clientEvent(ClankerSchemaName.REMOVE_FROM_CART, 'item-linen');
    const sent = clankerEvents().map((event) => [event.eventSchemaName, JSON.parse(event.eventContent) as Record<string, unknown>] as const);
    expect(sent.map(([name, content]) => [name, content.object_identifier, content.page_path])).toEqual([
      ['view_product_page', 'item-linen', '/shop/p/linen-shirt'],
      ['add_to_cart', 'item-linen', '/shop/p/linen-shirt'],
      ['view_cart', 'cart-1', '/cart'],
      ['remove_from_cart', 'item-linen', '/cart'],
    ]);
  });

  it("sends the purchase with its own fields, the object being the order's id", () => {
    const { show, pageTracker, clankerEvents } = tracker();
    show(cartPage, '/orders/token-1/confirmed');
    const items = [{ sku: 'SHIRT-M', productName: 'Linen Shirt', quantity: 2, unitPrice: 45 }];
    pageTracker.clientEvent(ClankerSchemaName.PURCHASE, 'order-1', { transaction_id: 'order-1', value: 95, currency: 'USD', shipping: 5, tax: 0, items });
    const [purchase] = clankerEvents().filter((event) => event.eventSchemaName === 'purchase');
    expect(JSON.parse(purchase?.eventContent ?? '{}')).toMatchObject({ object_identifier: 'order-1', transaction_id: 'order-1', value: 95, currency: 'USD', shipping: 5, tax: 0, items, page_path: '/orders/token-1/confirmed' });
  });

  it('posts button-render and button-click to the census with the page fields and the visitor cookie', () => {
    const { show, pageTracker, transport, cookies } = tracker();
    show(linenShirt, '/shop/p/linen-shirt');
    pageTracker.widgetEvent(TRACKING_ENDPOINTS.buttonRender, { buttonText: 'Add to Cart' });
    pageTracker.widgetEvent(TRACKING_ENDPOINTS.buttonClick, { buttonText: 'Add to Cart' });
    const widgetCalls = transport.posts.filter((post) => post.url.startsWith('/api/census/button-'));
    expect(widgetCalls.map((post) => post.url)).toEqual(['/api/census/button-render', '/api/census/button-click']);
    expect(Object.fromEntries(new URLSearchParams(widgetCalls[1]?.body))).toEqual({
      visitorCookie: cookies.get('ss_cvr'),
      websiteId: 'demo-site',
      templateId: 'mercato-basic',
      url: 'http://localhost:3000/shop/p/linen-shirt',
      title: expect.any(String),
      itemId: 'item-linen',
      collectionId: 'col-shop',
      buttonText: 'Add to Cart',
    });
  });

  it('sends nothing for a page analytics does not record', () => {
    const { show, pageTracker, transport } = tracker({ censusDisabled: false, signedInRoles: [ContributorRole.ADMIN] });
    show(linenShirt, '/shop/p/linen-shirt');
    pageTracker.clientEvent(ClankerSchemaName.ADD_TO_CART, 'item-linen');
    pageTracker.widgetEvent(TRACKING_ENDPOINTS.buttonClick, { buttonText: 'Add to Cart' });
    expect(transport.posts).toEqual([]);
    expect(transport.beacons).toEqual([]);
  });
});

describe('the landing page (what page speed reports on)', () => {
  it('is the first page shown, when analytics recorded it', () => {
    const { show, pageTracker } = tracker();
    show(linenShirt, '/shop/p/linen-shirt');
    show(home, '/');
    expect(pageTracker.recordedLanding()).toMatchObject({ site, browser: { pathname: '/shop/p/linen-shirt' } });
  });

  it('is absent when the first page was not recorded, even if a later one is', () => {
    const { show, pageTracker } = tracker();
    show({ pageType: PageType.NOT_FOUND, site }, '/nope');
    show(home, '/');
    expect(pageTracker.recordedLanding()).toBeUndefined();
  });
});
