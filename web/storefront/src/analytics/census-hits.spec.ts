import { PageType, RecordType, TrackingEventType } from '@mercato/spec';
import { browserSnapshot, FakeTransport } from '../testing/analytics-fakes';
import { pageViewHitData, recordHitForm, sendCensusHit } from './census-hits';

const site = { websiteId: 'demo-site', templateId: 'mercato-basic', locale: 'en-US' };
const productPage = { pageType: PageType.CONTENT_ITEM, collectionId: 'col-shop', itemId: 'item-linen', recordType: RecordType.STORE_ITEM };
const visitorCookie = '0b5ad1b4-7a51-4c1e-9d58-3d2f7e0c9a11|1|1|1|1';

describe('census page views (spec §7)', () => {
  it('carries the hit data and page-view fields of the page on screen', () => {
    const data = pageViewHitData(browserSnapshot(), site, productPage, { visitorCookie, localStorageSupported: true, referrer: 'https://search.example/' });
    expect(data).toEqual({
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      clientDate: 1_760_000_000_000,
      viewportInnerWidth: 1280,
      viewportInnerHeight: 720,
      screenWidth: 1920,
      screenHeight: 1080,
      websiteId: 'demo-site',
      templateId: 'mercato-basic',
      website_locale: 'en-US',
      url: 'http://localhost:3000/shop/p/linen-shirt?color=blue#reviews',
      title: 'Linen Shirt — Mercato Demo Store',
      itemId: 'item-linen',
      recordType: RecordType.STORE_ITEM,
      collectionId: 'col-shop',
      visitorCookie,
      localStorageSupported: true,
      queryString: 'color=blue',
      referrer: 'https://search.example/',
    });
  });

  it('leaves out the item fields on a page without an item', () => {
    const data = pageViewHitData(browserSnapshot({ search: '' }), site, { pageType: PageType.PAGE }, { visitorCookie: undefined, localStorageSupported: false, referrer: '' });
    const sent = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    expect(sent).not.toHaveProperty('itemId');
    expect(sent).not.toHaveProperty('recordType');
    expect(sent).not.toHaveProperty('visitorCookie');
    expect(sent).toMatchObject({ queryString: '', localStorageSupported: false });
  });

  it('posts the form fields event, data (JSON) and ss_cvr', () => {
    const data = pageViewHitData(browserSnapshot(), site, productPage, { visitorCookie, localStorageSupported: true, referrer: '' });
    const form = new URLSearchParams(recordHitForm(TrackingEventType.PAGE_VIEW, data));
    expect([...form.keys()]).toEqual(['event', 'data', 'ss_cvr']);
    expect(form.get('event')).toBe('1');
    expect(JSON.parse(form.get('data') ?? '')).toEqual(data);
    expect(form.get('ss_cvr')).toBe(visitorCookie);
  });

  it('gives up after 2500 ms and swallows failures, so the shopper never sees them', async () => {
    const transport = new FakeTransport();
    transport.answer = new DOMException('The operation timed out.', 'TimeoutError');
    const data = pageViewHitData(browserSnapshot(), site, productPage, { visitorCookie, localStorageSupported: true, referrer: '' });
    await expect(sendCensusHit(transport, data)).resolves.toBeUndefined();
    expect(transport.posts).toEqual([
      expect.objectContaining({ url: '/api/census/RecordHit', contentType: 'application/x-www-form-urlencoded', options: expect.objectContaining({ timeoutMs: 2500 }) }),
    ]);
  });

  it('ignores an error answer as well', async () => {
    const transport = new FakeTransport();
    transport.answer = 503;
    const data = pageViewHitData(browserSnapshot(), site, productPage, { visitorCookie, localStorageSupported: true, referrer: '' });
    await expect(sendCensusHit(transport, data)).resolves.toBeUndefined();
  });
});
