import { CENSUS_HEADERS, CENSUS_TOPICS, type BadRecordJson, type CensusRecordJson, type CensusTopic, type ClientJson, type JsonObject } from '@mercato/contracts';
import { parseQueryString } from '@mercato/spec';
import { isBotUserAgent } from './bot-detection';
import { CENSUS_LIMITS } from './census-limits';
import type { CensusEndpoint, ClientRecord } from './census-endpoints';
import { truncateIp } from './client-ip';
import { recordKey, visitorIdOf } from './record-key';
import { schemaLabel, type SchemaRef } from './schema-catalogue';

/** What the HTTP layer knows about a request besides its body. */
export interface Arrival {
  readonly endpoint: CensusEndpoint;
  readonly pathParams: Readonly<Record<string, string>>;
  /** Resolved from the request's host. */
  readonly websiteId: string;
  /** ISO 8601 in UTC. */
  readonly receivedAt: string;
  /** The client address as seen (truncated here before it goes anywhere). */
  readonly clientIp: string | undefined;
  readonly userAgent: string | undefined;
  /** Visitor and session ids read from the conversion cookies. */
  readonly cookieVisitorId: string | undefined;
  readonly cookieSessionId: string | undefined;
  readonly traceparent: string | undefined;
}

export interface RequestBody {
  /** The body as text, undefined when there was none. */
  readonly text: string | undefined;
  readonly contentType: string | undefined;
}

/** One record for a census topic, ready for a sink. */
export interface CensusMessage {
  readonly topic: CensusTopic;
  readonly key: string;
  /** proto3 JSON of a CensusRecord (good topics) or a BadRecord (census.bad.v1). */
  readonly value: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly good: boolean;
  /** Client records the message stands for: 1, or the size of a batch's excess. */
  readonly records: number;
  /** Why a bad record was refused. */
  readonly reason?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The crumb (CSRF token) of form bodies is a secret: it is never stored, not even in a bad record. */
const CRUMB_FIELD = 'crumb';
/** A client may name its record's id (a UUID) so that its retries can be deduplicated. */
const CLIENT_ID_FIELD = 'recordId';

/** The UTF-8 size of a string, counted rather than encoded: no buffer per record. */
export function utf8ByteLength(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    // Two bytes up to U+07FF, three for the rest of the BMP; a surrogate pair (two units) is four.
    bytes += code < 0x800 || (code >= 0xd800 && code <= 0xdfff) ? 1 : 2;
  }
  return bytes;
}

/**
 * The UTF-8 size of `text` when it is over `maxBytes`, else undefined. A UTF-16 unit is at most
 * three bytes, so a short enough text is not counted at all.
 */
export function utf8BytesOver(text: string, maxBytes: number): number | undefined {
  if (text.length * 3 <= maxBytes) return undefined;
  const bytes = utf8ByteLength(text);
  return bytes > maxBytes ? bytes : undefined;
}

const isObject = (value: unknown): value is ClientRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

function withoutCrumb(record: ClientRecord): ClientRecord {
  if (!Object.hasOwn(record, CRUMB_FIELD)) return record;
  const { [CRUMB_FIELD]: _crumb, ...rest } = record;
  return rest;
}

/** The fields a record is checked and stored with: neither the crumb nor the client's record id (kept as the record's id). */
function storedFields(record: ClientRecord): ClientRecord {
  if (!Object.hasOwn(record, CRUMB_FIELD) && !Object.hasOwn(record, CLIENT_ID_FIELD)) return record;
  const { [CRUMB_FIELD]: _crumb, [CLIENT_ID_FIELD]: _clientId, ...rest } = record;
  return rest;
}

/** The client records of a request, or why there are none (with what was received, for the bad record). */
export type ReadBody = { readonly records: readonly unknown[] } | { readonly unreadable: string; readonly payload: string };

/** How many client records a request carried: an unreadable body counts as one. */
export function recordCount(read: ReadBody): number {
  return 'records' in read ? read.records.length : 1;
}

/**
 * The client records of a body: form-encoded bodies are parsed with the spec §9 query parsing
 * limits, anything else as JSON (beacons send JSON as text/plain). A batch endpoint takes a JSON
 * array, the others one object.
 */
export function readBody(endpoint: CensusEndpoint, body: RequestBody): ReadBody {
  const text = body.text ?? '';
  const form = body.contentType?.toLowerCase().startsWith('application/x-www-form-urlencoded') ?? false;
  // An empty form is a record with no fields, as `{}` is in JSON; its schema judges it.
  if (!text && !form) return { unreadable: 'body: is empty', payload: '' };
  let parsed: unknown;
  if (form) {
    parsed = withoutCrumb(parseQueryString(text) as ClientRecord);
  } else {
    try {
      parsed = JSON.parse(text);
    } catch {
      return { unreadable: 'body: is not valid JSON', payload: text };
    }
  }
  if (endpoint.body === 'batch') {
    if (!Array.isArray(parsed)) return { unreadable: 'body: must be a JSON array of records', payload: JSON.stringify(parsed) };
    return parsed.length > 0 ? { records: parsed } : { unreadable: 'body: has no records', payload: text };
  }
  return isObject(parsed) ? { records: [parsed] } : { unreadable: 'body: must be a JSON object', payload: JSON.stringify(parsed) };
}

/**
 * Turns a request into the messages to store: each valid record to its endpoint's topic, each
 * invalid one (and a batch's records beyond the limit, together) to census.bad.v1 with the reason.
 * Every record gets an id (the client's `recordId` when it is a UUID), the received-at time, the
 * truncated client address and the bot flag. Pure: ids come from `newId`.
 */
export function interpretSubmission(arrival: Arrival, read: ReadBody, newId: () => string): CensusMessage[] {
  const client: Required<ClientJson> = {
    truncatedIp: truncateIp(arrival.clientIp) ?? '',
    userAgent: (arrival.userAgent ?? '').slice(0, 1024),
    bot: isBotUserAgent(arrival.userAgent),
  };
  const bad = (reason: string, payload: string, schema?: SchemaRef, records = 1): CensusMessage => badMessage(arrival, client, newId(), { reason, payload, schema, records });

  if ('unreadable' in read) return [bad(read.unreadable, read.payload)];

  const within = read.records.slice(0, CENSUS_LIMITS.maxRecordsPerBatch);
  const beyond = read.records.slice(CENSUS_LIMITS.maxRecordsPerBatch);
  const messages = within.map((candidate): CensusMessage => {
    if (!isObject(candidate)) return bad('(record): must be a JSON object', JSON.stringify(candidate));
    const clientId = candidate[CLIENT_ID_FIELD];
    const record = storedFields(candidate);
    const recordText = JSON.stringify(record);
    const size = utf8BytesOver(recordText, CENSUS_LIMITS.maxRecordBytes);
    if (size !== undefined) return bad(`(record): is ${size} bytes, over the limit of ${CENSUS_LIMITS.maxRecordBytes} bytes`, recordText);
    const reading = arrival.endpoint.read(record, arrival.pathParams);
    if (!reading.ok) return bad(reading.reason, recordText, reading.schema);
    const recordId = typeof clientId === 'string' && UUID.test(clientId) ? clientId.toLowerCase() : newId();
    const visitorId = visitorIdOf([arrival.cookieVisitorId, ...reading.visitorIds, arrival.cookieSessionId]);
    const value: Required<CensusRecordJson> = {
      recordId,
      receivedAt: arrival.receivedAt,
      schema: reading.schema.name,
      schemaVersion: reading.schema.version,
      endpoint: arrival.endpoint.path,
      websiteId: arrival.websiteId,
      visitorId: visitorId ?? '',
      event: reading.event,
      payload: reading.payload as JsonObject,
      client,
    };
    return {
      topic: arrival.endpoint.topic,
      key: recordKey(arrival.websiteId, visitorId, recordId),
      value: JSON.stringify(value),
      headers: headers(arrival, recordId, schemaLabel(reading.schema)),
      good: true,
      records: 1,
    };
  });
  if (beyond.length > 0) {
    messages.push(bad(`(batch): ${beyond.length} records beyond the limit of ${CENSUS_LIMITS.maxRecordsPerBatch} records per batch`, JSON.stringify(beyond), undefined, beyond.length));
  }
  return messages;
}

interface Refusal {
  readonly reason: string;
  readonly payload: string;
  readonly schema: SchemaRef | undefined;
  readonly records: number;
}

function badMessage(arrival: Arrival, client: Required<ClientJson>, recordId: string, refusal: Refusal): CensusMessage {
  const { text, bytes } = truncateUtf8(refusal.payload, CENSUS_LIMITS.badPayloadMaxBytes);
  const value: Required<BadRecordJson> = {
    recordId,
    receivedAt: arrival.receivedAt,
    schema: refusal.schema?.name ?? '',
    schemaVersion: refusal.schema?.version ?? 0,
    endpoint: arrival.endpoint.path,
    websiteId: arrival.websiteId,
    reason: refusal.reason,
    payload: text,
    payloadBytes: bytes,
    recordCount: refusal.records,
    client,
  };
  return {
    topic: CENSUS_TOPICS.bad,
    key: recordKey(arrival.websiteId, visitorIdOf([arrival.cookieVisitorId, arrival.cookieSessionId]), recordId),
    value: JSON.stringify(value),
    headers: headers(arrival, recordId, refusal.schema ? schemaLabel(refusal.schema) : ''),
    good: false,
    records: refusal.records,
    reason: refusal.reason,
  };
}

function headers(arrival: Arrival, recordId: string, schema: string): Record<string, string> {
  return {
    [CENSUS_HEADERS.recordId]: recordId,
    [CENSUS_HEADERS.schema]: schema,
    [CENSUS_HEADERS.receivedAt]: arrival.receivedAt,
    ...(arrival.traceparent ? { [CENSUS_HEADERS.traceparent]: arrival.traceparent } : {}),
  };
}

/** The first `maxBytes` bytes of `text` in UTF-8, cut before a character that would not fit whole; and the full size. */
export function truncateUtf8(text: string, maxBytes: number): { text: string; bytes: number } {
  const bytes = utf8ByteLength(text);
  if (bytes <= maxBytes) return { text, bytes };
  const encoded = new TextEncoder().encode(text);
  let end = maxBytes;
  // Continuation bytes are 10xxxxxx: step back to the start of the character that straddles the cut.
  while (end > 0 && (encoded[end]! & 0xc0) === 0x80) end -= 1;
  return { text: new TextDecoder().decode(encoded.subarray(0, end)), bytes: encoded.length };
}
