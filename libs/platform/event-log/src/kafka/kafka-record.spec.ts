import type { IHeaders, KafkaMessage } from 'kafkajs';
import type { LogRecord } from '../event-log.port';
import { EVENT_HEADERS, fromKafkaMessage, MalformedKafkaRecordError, toKafkaMessage } from './kafka-record';

const record: LogRecord = {
  eventId: '5d7b0a52-3c4e-4a43-9f7e-2f0a7a0f3c11',
  eventType: 'ProductCreated',
  streamId: 'product-1',
  streamVersion: 3,
  topic: 'catalog.events.v1',
  data: { productId: 'product-1', name: 'Mug' },
  recordedAt: '2025-11-21T10:00:00.000Z',
  traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
  position: '41:7',
};

interface WireParts {
  readonly key: Buffer | null;
  readonly value: Buffer | null;
  readonly headers: IHeaders;
}

/** What the broker hands back for a message we produced: buffers and an offset. */
function wireParts(message: ReturnType<typeof toKafkaMessage>): WireParts {
  const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, Buffer.from(String(value))]));
  return { key: Buffer.from(String(message.key)), value: Buffer.from(String(message.value)), headers };
}

function asConsumed(parts: WireParts, offset: string): KafkaMessage {
  return { ...parts, offset, timestamp: '0', attributes: 0 };
}

describe('Kafka message mapping', () => {
  it('round-trips a record, replacing the source position with partition:offset', () => {
    const consumed = fromKafkaMessage('catalog.events.v1', 2, asConsumed(wireParts(toKafkaMessage(record)), '15'));
    expect(consumed).toEqual({ ...record, position: '2:15' });
  });

  it('omits the traceparent header when the event had no trace', () => {
    const { traceparent: _none, ...untraced } = record;
    const message = toKafkaMessage(untraced);
    expect(Object.keys(message.headers ?? {})).not.toContain(EVENT_HEADERS.traceparent);
    expect(fromKafkaMessage('catalog.events.v1', 0, asConsumed(wireParts(message), '0'))).not.toHaveProperty('traceparent');
  });

  it.each<[string, (parts: WireParts) => WireParts]>([
    ['a missing event-id header', (parts) => ({ ...parts, headers: { ...parts.headers, [EVENT_HEADERS.eventId]: undefined } })],
    ['a value that is not JSON', (parts) => ({ ...parts, value: Buffer.from('not json') })],
    ['a JSON array value', (parts) => ({ ...parts, value: Buffer.from('[1]') })],
    ['no key', (parts) => ({ ...parts, key: null })],
    ['a non-numeric stream-version', (parts) => ({ ...parts, headers: { ...parts.headers, [EVENT_HEADERS.streamVersion]: Buffer.from('x') } })],
  ])('rejects a message with %s, naming where it is', (_case, corrupt) => {
    const message = asConsumed(corrupt(wireParts(toKafkaMessage(record))), '9');
    expect(() => fromKafkaMessage('catalog.events.v1', 1, message)).toThrow(MalformedKafkaRecordError);
    expect(() => fromKafkaMessage('catalog.events.v1', 1, message)).toThrow('catalog.events.v1/1:9');
  });
});
