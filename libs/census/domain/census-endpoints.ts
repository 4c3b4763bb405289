import { CENSUS_TOPICS, type CensusTopic } from '@mercato/contracts';
import { ClankerSchemaName, TRACKING_ENDPOINTS } from '@mercato/spec';
import { visitorIdFromCookieValue } from './record-key';
import { CENSUS_SCHEMAS, validateAgainst, type SchemaRef } from './schema-catalogue';

/** A client record as parsed from JSON or from form fields. */
export type ClientRecord = Readonly<Record<string, unknown>>;

/** What one client record turned out to be: a valid payload of a schema, or the reason it is bad. */
export type Reading =
  | { readonly ok: true; readonly schema: SchemaRef; readonly event: string; readonly payload: ClientRecord; readonly visitorIds: readonly unknown[] }
  | { readonly ok: false; readonly schema?: SchemaRef; readonly reason: string };

/** One ingestion endpoint of spec §7. */
export interface CensusEndpoint {
  /** The path as the spec writes it, path parameters in braces; also the `endpoint` of every record. */
  readonly path: string;
  readonly topic: CensusTopic;
  /** `batch`: the body is a JSON array of records; `record`: one record, form-encoded or JSON. */
  readonly body: 'batch' | 'record';
  read(record: ClientRecord, pathParams: Readonly<Record<string, string>>): Reading;
}

/**
 * The newer tracker's schema names (its `eventSchemaName`): the storefront's (ClankerSchemaName)
 * and the client analytics events of spec §7. A name not listed here makes a bad record.
 */
export const TRACKER_EVENT_SCHEMAS: Readonly<Record<string, SchemaRef>> = {
  ...Object.fromEntries(Object.values(ClankerSchemaName).map((name) => [name, CENSUS_SCHEMAS.trackerEvent])),
  ...Object.fromEntries(
    [
      'add_to_cart', 'remove_from_cart', 'view_cart', 'view_product_page', 'view_pdp', 'reviews_tab_click',
      'related_product_display', 'related_product_click', 'related_product_add', 'video_list_view', 'video_detail_view',
      'access_denied_view', 'access_denied_click', 'third_party_video_click', 'video_course_visit',
    ].map((name) => [name, CENSUS_SCHEMAS.trackerEvent]),
  ),
  purchase: CENSUS_SCHEMAS.purchase,
};

export function trackerEventSchema(name: string): SchemaRef | undefined {
  return Object.hasOwn(TRACKER_EVENT_SCHEMAS, name) ? TRACKER_EVENT_SCHEMAS[name] : undefined;
}

/** The schema of a performance record's `data`, by its `event`. */
export const PERFORMANCE_DATA_SCHEMAS: Readonly<Record<string, SchemaRef>> = {
  page_speed: CENSUS_SCHEMAS.pageSpeed,
  image: CENSUS_SCHEMAS.imageMetrics,
  user: CENSUS_SCHEMAS.userTiming,
};

const isObject = (value: unknown): value is ClientRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function checked(schema: SchemaRef, payload: ClientRecord, event: string, visitorIds: readonly unknown[]): Reading {
  const validation = validateAgainst(schema, payload);
  return validation.valid ? { ok: true, schema, event, payload, visitorIds } : { ok: false, schema, reason: validation.reasons.join('; ') };
}

/** Form bodies carry JSON objects as strings (`data` of a hit); parse it in place or say it is not one. */
function withJsonField(record: ClientRecord, field: string, schema: SchemaRef, then: (parsed: ClientRecord) => Reading): Reading {
  const value = record[field];
  if (typeof value !== 'string') return then(record);
  const parsed = parseJsonObject(value);
  return parsed === undefined ? { ok: false, schema, reason: `${field}: must be a JSON object` } : then({ ...record, [field]: parsed });
}

export function parseJsonObject(value: string): ClientRecord | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    return isObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const recordHit: CensusEndpoint = {
  path: TRACKING_ENDPOINTS.recordHit,
  topic: CENSUS_TOPICS.hits,
  body: 'record',
  read: (record) =>
    withJsonField(record, 'data', CENSUS_SCHEMAS.hit, (payload) => {
      const data = isObject(payload.data) ? payload.data : {};
      return checked(CENSUS_SCHEMAS.hit, payload, text(payload.event), [visitorIdFromCookieValue(data.visitorCookie), visitorIdFromCookieValue(payload.ss_cvr)]);
    }),
};

/** The census widget calls: a button, form or overlay was shown or used, a quick view opened. */
function widgetEndpoint(name: string, schema: SchemaRef = CENSUS_SCHEMAS.widget): CensusEndpoint {
  return {
    path: `/api/census/${name}`,
    topic: CENSUS_TOPICS.hits,
    body: 'record',
    read: (record) => checked(schema, record, name, [visitorIdFromCookieValue(record.visitorCookie)]),
  };
}

const quickView: CensusEndpoint = {
  path: '/api/census/RecordQuickView/{id}',
  topic: CENSUS_TOPICS.hits,
  body: 'record',
  read: (record, { id }) => checked(CENSUS_SCHEMAS.widget, { ...record, itemId: id }, 'RecordQuickView', [visitorIdFromCookieValue(record.visitorCookie)]),
};

const legacyEvent: CensusEndpoint = {
  path: TRACKING_ENDPOINTS.legacyEvent,
  topic: CENSUS_TOPICS.events,
  body: 'record',
  read: (record) => withJsonField(record, 'data', CENSUS_SCHEMAS.legacyEvent, (payload) => checked(CENSUS_SCHEMAS.legacyEvent, payload, text(payload.event), [])),
};

/** Spec §7 newer tracker: `{eventSchemaName, eventContent}` where the content is a JSON string. */
const trackerEvent: CensusEndpoint = {
  path: TRACKING_ENDPOINTS.clankerEvents,
  topic: CENSUS_TOPICS.events,
  body: 'record',
  read: (record) => {
    const name = record.eventSchemaName;
    if (typeof name !== 'string' || name === '') return { ok: false, reason: 'eventSchemaName: is required' };
    const schema = trackerEventSchema(name);
    if (!schema) return { ok: false, reason: `eventSchemaName: unknown schema ${JSON.stringify(name)}` };
    const content = typeof record.eventContent === 'string' ? parseJsonObject(record.eventContent) : undefined;
    if (!content) return { ok: false, schema, reason: 'eventContent: must be a JSON object in a string' };
    return checked(schema, content, name, [content.analytics_id, content.session_id]);
  },
};

/** Spec §7 performance records: the envelope first, then its data against the schema of its kind. */
const performanceRecords: CensusEndpoint = {
  path: TRACKING_ENDPOINTS.performanceRecords,
  topic: CENSUS_TOPICS.performance,
  body: 'batch',
  read: (record) => {
    const envelope = checked(CENSUS_SCHEMAS.performanceRecord, record, text(record.event), []);
    if (!envelope.ok) return envelope;
    const schema = PERFORMANCE_DATA_SCHEMAS[text(record.event)]!;
    const data = record.data as ClientRecord;
    const validation = validateAgainst(schema, data, 'data');
    if (!validation.valid) return { ok: false, schema, reason: validation.reasons.join('; ') };
    return { ok: true, schema, event: text(record.event), payload: record, visitorIds: [data.analyticsId, record.pageLoadId] };
  },
};

const javascriptErrors: CensusEndpoint = {
  path: TRACKING_ENDPOINTS.javascriptErrors,
  topic: CENSUS_TOPICS.jsErrors,
  body: 'batch',
  read: (record) => checked(CENSUS_SCHEMAS.jsError, record, text(record.event), []),
};

/** Every ingestion endpoint, by what the HTTP layer calls it. */
export const CENSUS_ENDPOINTS = {
  recordHit,
  buttonClick: widgetEndpoint('button-click'),
  buttonRender: widgetEndpoint('button-render'),
  formRender: widgetEndpoint('form-render', CENSUS_SCHEMAS.formRender),
  overlay: widgetEndpoint('overlay'),
  quickView,
  legacyEvent,
  trackerEvent,
  performanceRecords,
  javascriptErrors,
} as const satisfies Record<string, CensusEndpoint>;

export type CensusEndpointName = keyof typeof CENSUS_ENDPOINTS;
