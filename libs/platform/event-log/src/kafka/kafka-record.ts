import type { IHeaders, KafkaMessage, Message } from 'kafkajs';
import type { LogRecord } from '../event-log.port';

// Header names are part of the published contract (docs/events.md), so they live in @mercato/contracts.
import { EVENT_HEADERS } from '@mercato/contracts';

export { EVENT_HEADERS };

/** Key = stream id (one stream stays on one partition, in order); value = the event's proto3 JSON. */
export function toKafkaMessage(record: LogRecord): Message {
  const headers: IHeaders = {
    [EVENT_HEADERS.eventId]: record.eventId,
    [EVENT_HEADERS.eventType]: record.eventType,
    [EVENT_HEADERS.streamVersion]: String(record.streamVersion),
    [EVENT_HEADERS.recordedAt]: record.recordedAt,
  };
  if (record.traceparent) headers[EVENT_HEADERS.traceparent] = record.traceparent;
  return { key: record.streamId, value: JSON.stringify(record.data), headers };
}

export class MalformedKafkaRecordError extends Error {
  constructor(position: string, reason: string) {
    super(`Kafka message at ${position} is not an event log record: ${reason}`);
    this.name = 'MalformedKafkaRecordError';
  }
}

export function kafkaPosition(partition: number, offset: string): string {
  return `${partition}:${offset}`;
}

/** The inverse of {@link toKafkaMessage}; throws {@link MalformedKafkaRecordError} on a foreign message. */
export function fromKafkaMessage(topic: string, partition: number, message: KafkaMessage): LogRecord {
  const position = kafkaPosition(partition, message.offset);
  const fail = (reason: string): never => {
    throw new MalformedKafkaRecordError(`${topic}/${position}`, reason);
  };
  const header = (name: string): string | undefined => {
    const value = message.headers?.[name];
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined ? undefined : first.toString();
  };
  const required = (name: string): string => header(name) ?? fail(`missing header ${name}`);

  const streamVersion = Number(required(EVENT_HEADERS.streamVersion));
  if (!Number.isInteger(streamVersion) || streamVersion < 1) fail(`bad ${EVENT_HEADERS.streamVersion}`);
  if (!message.key) fail('missing key (stream id)');
  let data: unknown;
  try {
    data = JSON.parse(message.value?.toString() ?? 'null');
  } catch {
    fail('value is not JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) fail('value is not a JSON object');

  const traceparent = header(EVENT_HEADERS.traceparent);
  return {
    eventId: required(EVENT_HEADERS.eventId),
    eventType: required(EVENT_HEADERS.eventType),
    streamId: String(message.key),
    streamVersion,
    topic,
    data: data as Record<string, unknown>,
    recordedAt: required(EVENT_HEADERS.recordedAt),
    position,
    ...(traceparent ? { traceparent } : {}),
  };
}
