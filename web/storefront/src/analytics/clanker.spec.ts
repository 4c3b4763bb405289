import { type ClankerAutoFields, type ClankerEnvelope } from '@mercato/spec';
import { browserSnapshot, FakeTransport } from '../testing/analytics-fakes';
import { clankerAutoFields, createClankerTracker, type ClankerTrackerOptions } from './clanker';
import { type AnalyticsIdentity } from './session';

const identity: AnalyticsIdentity = {
  analyticsId: 'analytics-1',
  sessionId: 'session-1',
  marketingId: 'marketing-1',
  firstSession: true,
  hasLanded: false,
  localStorageSupported: true,
};
const site = { websiteId: 'demo-site', templateId: 'mercato-basic', locale: 'en-US' };

describe('newer tracker payload (spec §7)', () => {
  const context = { schemaName: 'view_product_page', sourceEnvironment: 'prod' as const, identity, site, browser: browserSnapshot(), referrer: 'http://localhost:3000/shop' };

  it('fills every auto-populated field from the session, the site and the browser', () => {
    expect(clankerAutoFields(context)).toEqual({
      analytics_id: 'analytics-1',
      browser_language: 'en-GB',
      browser_window_height: 720,
      browser_window_width: 1280,
      client_name: 'mercato-storefront',
      client_version: '1',
      marketing_id: 'marketing-1',
      page_host: 'localhost:3000',
      page_path: '/shop/p/linen-shirt',
      page_query_params: 'color=blue',
      page_referrer_url: 'http://localhost:3000/shop',
      session_id: 'session-1',
      enduser_user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      event_occurrence_timestamp: 1_760_000_000_000,
      browser_locale: 'en-GB',
      custom_schema_name: 'view_product_page',
      source_environment: 'prod',
      context_website_id: 'demo-site',
      resolved_locale: 'en-US',
      website_locale: 'en-US',
    });
  });

  it.each([
    ['ja-JP', 'en', 'ja-JP'],
    ['', 'fr-CA', 'fr-CA'],
    ['', '', 'en-US'],
  ])('resolves the locale of site locale %j and document language %j to %s', (locale, documentLanguage, resolved) => {
    const fields = clankerAutoFields({ ...context, site: { ...site, locale }, browser: browserSnapshot({ documentLanguage }) });
    expect(fields.resolved_locale).toBe(resolved);
  });
});

describe('newer tracker delivery (spec §7, §8)', () => {
  const autoFields = (schemaName: string): ClankerAutoFields =>
    clankerAutoFields({ schemaName, sourceEnvironment: 'prod', identity, site, browser: browserSnapshot(), referrer: '' });

  function tracker(overrides: Partial<ClankerTrackerOptions> = {}) {
    const transport = new FakeTransport();
    const warnings: string[] = [];
    const clanker = createClankerTracker({ transport, sourceEnvironment: 'prod', autoFields, warn: (message) => warnings.push(message), ...overrides });
    return { clanker, transport, warnings };
  }

  const envelopeOf = (body: string) => {
    const envelope = JSON.parse(body) as ClankerEnvelope;
    return { ...envelope, content: JSON.parse(envelope.eventContent) as Record<string, unknown> };
  };

  it('sends the event by beacon, as text, wrapped with its schema name and the payload as a JSON string', async () => {
    const { clanker, transport } = tracker();
    await clanker.track('view_product_page', { object_identifier: 'item-linen' });
    expect(transport.posts).toEqual([]);
    expect(transport.beacons).toHaveLength(1);
    const [beacon] = transport.beacons;
    expect(beacon?.url).toBe('/api/v1/clanker/events');
    const envelope = envelopeOf(beacon?.body ?? '');
    expect(envelope.eventSchemaName).toBe('view_product_page');
    expect(typeof envelope.eventContent).toBe('string');
    expect(envelope.content).toEqual({ ...autoFields('view_product_page'), object_identifier: 'item-linen' });
  });

  it.each([200, 202])('falls back to a JSON POST when the beacon is refused; %i is success', async (status) => {
    const { clanker, transport } = tracker();
    transport.beaconAccepted = false;
    transport.answer = status;
    await expect(clanker.track('view_product_page', { object_identifier: 'item-linen' })).resolves.toBeUndefined();
    expect(transport.posts).toEqual([expect.objectContaining({ url: '/api/v1/clanker/events', contentType: 'application/json' })]);
  });

  it.each([201, 204, 400, 429, 503])('rejects with "Error tracking event: HTTP Status %i" on any other answer', async (status) => {
    const { clanker, transport } = tracker();
    transport.beaconAccepted = false;
    transport.answer = status;
    await expect(clanker.track('view_product_page', {})).rejects.toThrow(`Error tracking event: HTTP Status ${status}`);
  });

  it('rejects "no payload" and sends nothing without event fields', async () => {
    const { clanker, transport } = tracker();
    await expect(clanker.track('view_product_page', undefined)).rejects.toThrow('no payload');
    expect(transport.beacons).toEqual([]);
  });

  it('lets an event overwrite auto-populated fields, with a warning naming them', async () => {
    const { clanker, transport, warnings } = tracker();
    await clanker.track('view_product_page', { page_path: '/elsewhere', object_identifier: 'item-linen' });
    expect(envelopeOf(transport.beacons[0]?.body ?? '').content).toMatchObject({ page_path: '/elsewhere' });
    expect(warnings).toEqual(['Tracking event overwrote auto-populated fields: page_path']);
  });

  it('posts to the stage events host for dev and staging, the production one for prod', async () => {
    const eventsHosts = { stage: 'https://events.stage.example', production: 'https://events.example' };
    for (const [sourceEnvironment, host] of [['dev', eventsHosts.stage], ['staging', eventsHosts.stage], ['prod', eventsHosts.production]] as const) {
      const { clanker, transport, warnings } = tracker({ sourceEnvironment, eventsHosts });
      await clanker.track('view_product_page', {});
      expect(transport.beacons[0]?.url).toBe(`${host}/api/v1/clanker/events`);
      expect(warnings).toEqual([]);
    }
  });

  it('warns that the source environment must be dev, staging or prod, and reports as prod', async () => {
    const seen: string[] = [];
    const { clanker, warnings } = tracker({
      sourceEnvironment: 'qa',
      autoFields: (schemaName, sourceEnvironment) => {
        seen.push(sourceEnvironment);
        return autoFields(schemaName);
      },
    });
    await clanker.track('view_product_page', {});
    expect(warnings).toEqual(['Source environment must be dev, staging or prod, not "qa"']);
    expect(seen).toEqual(['prod']);
  });
});
