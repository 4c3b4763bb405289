import {
  autoPopulatedFieldsOverwrittenMessage, type ClankerAutoFields, type ClankerEnvelope, type ClankerPayload,
  invalidSourceEnvironmentMessage, isTrackerSourceEnvironment, isTrackingSuccessStatus, resolvedLocale, TRACKING_ENDPOINTS,
  TRACKING_MESSAGES, trackingHttpErrorMessage, type TrackerSourceEnvironment,
} from '@mercato/spec';
import { type AnalyticsSite, type BrowserSnapshot, queryStringOf } from './page';
import { type TrackingTransport, type Warn } from './ports';
import { type AnalyticsIdentity } from './session';

/** How the newer tracker names itself in every event (client_name, client_version). */
export const CLANKER_CLIENT = { name: 'mercato-storefront', version: '1' } as const;

export interface ClankerContext {
  readonly schemaName: string;
  readonly sourceEnvironment: TrackerSourceEnvironment;
  readonly identity: AnalyticsIdentity;
  readonly site: AnalyticsSite;
  readonly browser: BrowserSnapshot;
  readonly referrer: string;
}

/** Spec §7 newer tracker payload: every field the tracker fills itself. */
export function clankerAutoFields({ schemaName, sourceEnvironment, identity, site, browser, referrer }: ClankerContext): ClankerAutoFields {
  return {
    analytics_id: identity.analyticsId,
    browser_language: browser.language,
    browser_window_height: browser.viewportHeight,
    browser_window_width: browser.viewportWidth,
    client_name: CLANKER_CLIENT.name,
    client_version: CLANKER_CLIENT.version,
    marketing_id: identity.marketingId,
    page_host: browser.host,
    page_path: browser.pathname,
    page_query_params: queryStringOf(browser.search),
    page_referrer_url: referrer,
    session_id: identity.sessionId,
    enduser_user_agent: browser.userAgent,
    event_occurrence_timestamp: browser.now,
    browser_locale: browser.locale,
    custom_schema_name: schemaName,
    source_environment: sourceEnvironment,
    context_website_id: site.websiteId,
    // Spec §7: the site's locale, else the document's language, else en-US.
    resolved_locale: resolvedLocale(site.locale, browser.documentLanguage),
    website_locale: site.locale,
  };
}

/**
 * Where events go, by source environment (spec §7: a stage or a production events host). An empty
 * origin, the default of a self-hosted install, posts to the page's own origin.
 */
export interface ClankerEventsHosts {
  readonly stage: string;
  readonly production: string;
}

export const SAME_ORIGIN_EVENTS_HOSTS: ClankerEventsHosts = { stage: '', production: '' };

export interface ClankerTrackerOptions {
  readonly transport: TrackingTransport;
  readonly sourceEnvironment: string;
  readonly eventsHosts?: ClankerEventsHosts;
  readonly autoFields: (schemaName: string, sourceEnvironment: TrackerSourceEnvironment) => ClankerAutoFields;
  readonly warn: Warn;
}

export interface ClankerTracker {
  /**
   * Sends one event: its own fields over the auto-populated ones. Resolves once delivered: handed to
   * the beacon, or answered 200 or 202. Rejects with "no payload" without fields and with
   * "Error tracking event: HTTP Status {code}" on any other answer.
   */
  track(schemaName: string, fields: Partial<ClankerPayload> | undefined): Promise<void>;
}

export function createClankerTracker({ transport, sourceEnvironment, eventsHosts = SAME_ORIGIN_EVENTS_HOSTS, autoFields, warn }: ClankerTrackerOptions): ClankerTracker {
  let environment: TrackerSourceEnvironment = 'prod';
  if (isTrackerSourceEnvironment(sourceEnvironment)) environment = sourceEnvironment;
  else warn(invalidSourceEnvironmentMessage(sourceEnvironment));
  const host = environment === 'prod' ? eventsHosts.production : eventsHosts.stage;
  const url = `${host}${TRACKING_ENDPOINTS.clankerEvents}`;

  return {
    async track(schemaName, fields) {
      if (!fields) throw new Error(TRACKING_MESSAGES.noPayload);
      const auto = autoFields(schemaName, environment);
      const overwritten = Object.keys(fields).filter((field) => field in auto);
      if (overwritten.length > 0) warn(autoPopulatedFieldsOverwrittenMessage(overwritten));
      const envelope: ClankerEnvelope = { eventSchemaName: schemaName, eventContent: JSON.stringify({ ...auto, ...fields }) };
      const body = JSON.stringify(envelope);
      // A beacon survives the page going away but says nothing about the answer; XHR when refused.
      if (transport.beacon(url, body)) return;
      const status = await transport.post(url, body, { contentType: 'application/json' });
      if (!isTrackingSuccessStatus(status)) throw new Error(trackingHttpErrorMessage(status));
    },
  };
}
