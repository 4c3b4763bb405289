/** Kafka headers the forwarder sets on every event record (the key is the stream id). */
export const EVENT_HEADERS = {
  eventId: 'event-id',
  eventType: 'event-type',
  streamVersion: 'stream-version',
  recordedAt: 'recorded-at',
  traceparent: 'traceparent',
} as const;

export type EventHeaderName = (typeof EVENT_HEADERS)[keyof typeof EVENT_HEADERS];

/** What each header carries; the event catalogue (docs/events.md) prints these. */
export const EVENT_HEADER_DESCRIPTIONS: Readonly<Record<EventHeaderName, string>> = {
  'event-id': 'Unique id of the event (UUID); consumers deduplicate on it, delivery is at-least-once.',
  'event-type': 'Short message name of the value, e.g. `ProductCreated`; selects the schema to decode with.',
  'stream-version': 'Version of the stream after this event (1 for the first event), as a decimal string.',
  'recorded-at': 'Time the event was committed to the event store, ISO 8601 in UTC.',
  traceparent: 'W3C trace context of the request that caused the event; absent when it was not traced.',
};
