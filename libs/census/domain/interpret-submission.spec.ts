import { CENSUS_TOPICS } from '@mercato/contracts';
import {
  BOT_UA,
  BROWSER_UA,
  VISITOR_ID,
  clankerEnvelope,
  clankerPayload,
  imageMetrics,
  imageRecord,
  javascriptErrorReport,
  legacyEventForm,
  pageViewHitData,
  recordHitForm,
  widgetFields,
} from '../testing/census-fixtures';
import { CENSUS_ENDPOINTS, type CensusEndpoint } from './census-endpoints';
import { interpretSubmission, readBody, recordCount, truncateUtf8, utf8ByteLength, utf8BytesOver, type Arrival, type CensusMessage, type RequestBody } from './interpret-submission';

const RECEIVED_AT = '2026-01-02T03:04:05.678Z';
const FORM = 'application/x-www-form-urlencoded';

function arrival(endpoint: CensusEndpoint, overrides: Partial<Arrival> = {}): Arrival {
  return {
    endpoint,
    pathParams: {},
    websiteId: 'site-1',
    receivedAt: RECEIVED_AT,
    clientIp: '203.0.113.197',
    userAgent: BROWSER_UA,
    cookieVisitorId: undefined,
    cookieSessionId: undefined,
    traceparent: undefined,
    ...overrides,
  };
}

function ids(): () => string {
  let next = 0;
  return () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;
}

const form = (fields: Record<string, string>): RequestBody => ({ text: new URLSearchParams(fields).toString(), contentType: FORM });
const json = (value: unknown, contentType = 'text/plain;charset=UTF-8'): RequestBody => ({ text: JSON.stringify(value), contentType });

function interpret(at: Arrival, body: RequestBody): CensusMessage[] {
  return interpretSubmission(at, readBody(at.endpoint, body), ids());
}

const valueOf = (message: CensusMessage) => JSON.parse(message.value);

describe('interpretSubmission', () => {
  it('given a valid form-encoded page view, stores it on census.hits.v1 enriched, keyed by site and visitor', () => {
    const [message, ...rest] = interpret(arrival(CENSUS_ENDPOINTS.recordHit, { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' }), form(recordHitForm('site-1')));
    expect(rest).toEqual([]);
    expect(message).toMatchObject({ topic: CENSUS_TOPICS.hits, key: `site-1:${VISITOR_ID}`, good: true, records: 1 });
    expect(message!.headers).toEqual({
      'record-id': '00000000-0000-4000-8000-000000000001',
      schema: 'hit.v1',
      'received-at': RECEIVED_AT,
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    });
    expect(valueOf(message!)).toEqual({
      recordId: '00000000-0000-4000-8000-000000000001',
      receivedAt: RECEIVED_AT,
      schema: 'hit',
      schemaVersion: 1,
      endpoint: '/api/census/RecordHit',
      websiteId: 'site-1',
      visitorId: VISITOR_ID,
      event: '1',
      payload: { ...recordHitForm('site-1'), data: pageViewHitData('site-1') },
      client: { truncatedIp: '203.0.113.0', userAgent: BROWSER_UA, bot: false },
    });
    expect(message!.value).not.toContain('203.0.113.197');
  });

  it('flags a bot user agent without dropping the record', () => {
    const [message] = interpret(arrival(CENSUS_ENDPOINTS.recordHit, { userAgent: BOT_UA, clientIp: '2001:db8:85a3:8d3:1319:8a2e:370:7348' }), form(recordHitForm('site-1')));
    expect(message!.good).toBe(true);
    expect(valueOf(message!).client).toEqual({ truncatedIp: '2001:db8:85a3::', userAgent: BOT_UA, bot: true });
  });

  it('keeps a client recordId that is a UUID as the record id, and makes a new one otherwise', () => {
    const clientId = 'A3F1C2D4-5B6E-4F70-8A9B-0C1D2E3F4A5B';
    const [kept, replaced] = interpret(arrival(CENSUS_ENDPOINTS.javascriptErrors), json([{ ...javascriptErrorReport(), recordId: clientId }, { ...javascriptErrorReport(), recordId: 'mine' }]));
    expect(valueOf(kept!).recordId).toBe(clientId.toLowerCase());
    expect(valueOf(replaced!).recordId).toBe('00000000-0000-4000-8000-000000000001');
    expect(valueOf(kept!).payload).not.toHaveProperty('recordId');
  });

  it('given an invalid record, routes it to census.bad.v1 with the reason, its schema and what was received', () => {
    const data = { ...pageViewHitData('site-1'), viewportInnerWidth: 'wide' };
    const [message] = interpret(arrival(CENSUS_ENDPOINTS.recordHit, { cookieVisitorId: 'visitor-9' }), form(recordHitForm('site-1', data)));
    expect(message).toMatchObject({ topic: CENSUS_TOPICS.bad, key: 'site-1:visitor-9', good: false, records: 1, reason: 'data.viewportInnerWidth: must be integer' });
    expect(message!.headers.schema).toBe('hit.v1');
    const value = valueOf(message!);
    expect(value).toMatchObject({ schema: 'hit', schemaVersion: 1, endpoint: '/api/census/RecordHit', websiteId: 'site-1', reason: 'data.viewportInnerWidth: must be integer', recordCount: 1 });
    expect(JSON.parse(value.payload)).toEqual(recordHitForm('site-1', data));
    expect(value.payloadBytes).toBe(Buffer.byteLength(value.payload));
  });

  it('accepts the first 500 records of a batch and refuses the rest together as one bad record', () => {
    const reports = Array.from({ length: 503 }, (_, index) => javascriptErrorReport(`Error ${index}`));
    const messages = interpret(arrival(CENSUS_ENDPOINTS.javascriptErrors), json(reports));
    expect(messages.filter((message) => message.good)).toHaveLength(500);
    const excess = messages.filter((message) => !message.good);
    expect(excess).toHaveLength(1);
    expect(excess[0]).toMatchObject({ records: 3, reason: '(batch): 3 records beyond the limit of 500 records per batch' });
    expect(valueOf(excess[0]!).payload).toContain('Error 500');
    expect(messages.every((message) => message.topic === (message.good ? CENSUS_TOPICS.jsErrors : CENSUS_TOPICS.bad))).toBe(true);
  });

  it('refuses a record over 32 KiB and keeps only its first 4 KiB, while the rest of the batch goes through', () => {
    const huge = javascriptErrorReport(`Error ${'x'.repeat(40_000)}`);
    const [tooBig, fine] = interpret(arrival(CENSUS_ENDPOINTS.javascriptErrors), json([huge, javascriptErrorReport()]));
    expect(tooBig!.good).toBe(false);
    expect(tooBig!.reason).toMatch(/^\(record\): is \d+ bytes, over the limit of 32768 bytes$/);
    const value = valueOf(tooBig!);
    expect(Buffer.byteLength(value.payload)).toBe(4096);
    expect(value.payloadBytes).toBe(Buffer.byteLength(JSON.stringify(huge)));
    expect(fine!.good).toBe(true);
  });

  it('turns a body that cannot be read into one bad record', () => {
    const cases: Array<[CensusEndpoint, RequestBody, string]> = [
      [CENSUS_ENDPOINTS.performanceRecords, { text: '[{"raw":true', contentType: 'text/plain' }, 'body: is not valid JSON'],
      [CENSUS_ENDPOINTS.performanceRecords, json(imageRecord()), 'body: must be a JSON array of records'],
      [CENSUS_ENDPOINTS.performanceRecords, json([]), 'body: has no records'],
      [CENSUS_ENDPOINTS.trackerEvent, json([clankerEnvelope(clankerPayload('site-1'))]), 'body: must be a JSON object'],
      [CENSUS_ENDPOINTS.recordHit, { text: undefined, contentType: undefined }, 'body: is empty'],
    ];
    for (const [endpoint, body, reason] of cases) {
      const at = arrival(endpoint);
      expect(recordCount(readBody(endpoint, body))).toBe(1);
      const messages = interpret(at, body);
      expect(messages.map((message) => [message.topic, message.reason, message.records])).toEqual([[CENSUS_TOPICS.bad, reason, 1]]);
      expect(valueOf(messages[0]!).payload).toBe(body.text ?? '');
    }
  });

  it('reads an empty form as a record with no fields, as `{}` in JSON: its schema judges it', () => {
    const emptyForm: RequestBody = { text: '', contentType: 'application/x-www-form-urlencoded' };
    expect(readBody(CENSUS_ENDPOINTS.buttonClick, emptyForm)).toEqual({ records: [{}] });
    expect(interpret(arrival(CENSUS_ENDPOINTS.buttonClick), emptyForm).map((message) => message.topic)).toEqual([CENSUS_TOPICS.hits]);
  });

  it('picks the newer tracker schema by eventSchemaName; an unknown name is a bad record without a schema', () => {
    const at = arrival(CENSUS_ENDPOINTS.trackerEvent);
    const [good] = interpret(at, json(clankerEnvelope(clankerPayload('site-1')), 'application/json'));
    expect(good).toMatchObject({ topic: CENSUS_TOPICS.events, key: 'site-1:analytics-1', good: true });
    expect(valueOf(good!)).toMatchObject({ schema: 'tracker-event', event: 'view_product_page', payload: clankerPayload('site-1') });
    const [unknown] = interpret(at, json(clankerEnvelope(clankerPayload('site-1'), 'made_up')));
    expect(unknown).toMatchObject({ good: false, reason: 'eventSchemaName: unknown schema "made_up"' });
    expect(unknown!.headers.schema).toBe('');
    const [notJson] = interpret(at, json({ eventSchemaName: 'view_product_page', eventContent: '{nope' }));
    expect(notJson).toMatchObject({ good: false, reason: 'eventContent: must be a JSON object in a string' });
  });

  it('checks a performance record, then its data against the schema of its kind', () => {
    const at = arrival(CENSUS_ENDPOINTS.performanceRecords);
    const badImage = { ...imageRecord(), data: { ...imageMetrics(), intersectionRatio: 2 } };
    const [image, broken] = interpret(at, json([imageRecord('load-7'), badImage]));
    expect(image).toMatchObject({ topic: CENSUS_TOPICS.performance, key: 'site-1:load-7', good: true });
    expect(valueOf(image!)).toMatchObject({ schema: 'image-metrics', event: 'image' });
    expect(broken).toMatchObject({ good: false, reason: 'data.intersectionRatio: must be <= 1' });
    expect(broken!.headers.schema).toBe('image-metrics.v1');
  });

  it('never stores the legacy tracker crumb, neither in a good record nor in a bad one', () => {
    const at = arrival(CENSUS_ENDPOINTS.legacyEvent);
    const [good] = interpret(at, form(legacyEventForm('site-1', 'secret-crumb')));
    const [bad] = interpret(at, form({ ...legacyEventForm('site-1', 'secret-crumb'), event: '' }));
    expect(good).toMatchObject({ topic: CENSUS_TOPICS.events, good: true });
    expect(valueOf(good!).payload).toMatchObject({ event: 'commerce_add_to_cart', data: { quantity: 1 } });
    expect(bad).toMatchObject({ good: false, reason: 'event: must NOT have fewer than 1 characters' });
    expect(good!.value + bad!.value).not.toContain('secret-crumb');
  });

  it('reads widget calls from form or JSON bodies; the quick view takes its item from the path', () => {
    const [click] = interpret(arrival(CENSUS_ENDPOINTS.buttonClick), json(widgetFields('site-1', { buttonText: 'Buy' })));
    expect(valueOf(click!)).toMatchObject({ schema: 'widget', event: 'button-click', visitorId: VISITOR_ID });
    const [formRender] = interpret(arrival(CENSUS_ENDPOINTS.formRender), form(widgetFields('site-1')));
    expect(formRender).toMatchObject({ good: false, reason: 'formId: is required' });
    const [quickView] = interpret(arrival(CENSUS_ENDPOINTS.quickView, { pathParams: { id: 'item-42' } }), form(widgetFields('site-1')));
    expect(valueOf(quickView!)).toMatchObject({ event: 'RecordQuickView', payload: { itemId: 'item-42' } });
  });

  it('parses form bodies with the spec §9 query parsing limits: fields past the 1000th are dropped', () => {
    const fields = Object.fromEntries(Array.from({ length: 1500 }, (_, index) => [`f${index}`, 'v']));
    const [message] = interpret(arrival(CENSUS_ENDPOINTS.overlay), form(fields));
    expect(Object.keys(valueOf(message!).payload)).toHaveLength(1000);
  });

  it('prefers the cookie visitor, then the record, then the session cookie, for the key', () => {
    const endpoint = CENSUS_ENDPOINTS.javascriptErrors;
    expect(interpret(arrival(endpoint, { cookieVisitorId: 'v', cookieSessionId: 's' }), json([javascriptErrorReport()]))[0]!.key).toBe('site-1:v');
    expect(interpret(arrival(endpoint, { cookieSessionId: 's' }), json([javascriptErrorReport()]))[0]!.key).toBe('site-1:s');
    expect(interpret(arrival(endpoint), json([javascriptErrorReport()]))[0]!.key).toBe('site-1:00000000-0000-4000-8000-000000000001');
  });
});

describe('truncateUtf8', () => {
  it('cuts at a byte limit without splitting a character, and reports the full size', () => {
    expect(truncateUtf8('abc', 10)).toEqual({ text: 'abc', bytes: 3 });
    expect(truncateUtf8('aé€', 4)).toEqual({ text: 'aé', bytes: 6 });
    expect(truncateUtf8('€€', 4)).toEqual({ text: '€', bytes: 6 });
  });
});

describe('utf8ByteLength', () => {
  it.each(['plain ascii', 'café', 'price: 12 €', 'emoji 🛒 cart', '日本語のテキスト', ''])('counts %p as UTF-8 encodes it', (text) => {
    expect(utf8ByteLength(text)).toBe(Buffer.byteLength(text, 'utf8'));
  });
});

describe('utf8BytesOver', () => {
  it('gives the UTF-8 size only of a text over the limit, counting multi-byte characters', () => {
    expect(utf8BytesOver('abcd', 3)).toBe(4);
    expect(utf8BytesOver('abc', 3)).toBeUndefined();
    expect(utf8BytesOver('€€', 6)).toBeUndefined();
    expect(utf8BytesOver('€€', 5)).toBe(6);
    expect(utf8BytesOver('🛒'.repeat(3), 11)).toBe(12);
  });
});
