import { fromJson, toJson, type DescMessage, type JsonObject, type JsonValue } from '@bufbuild/protobuf';
import {
  EVENT_REGISTRY,
  eventRegistration,
  UnknownEventTypeError,
  type EventMessage,
  type EventMessageByType,
  type EventTopic,
  type EventType,
} from './event-registry';

/** An event ready for the events table and Kafka: its type header, topic and proto3 JSON value. */
export interface EncodedEvent {
  readonly eventType: EventType;
  readonly topic: EventTopic;
  readonly data: JsonObject;
}

/** Thrown when stored or consumed JSON is not a valid proto3 JSON of the event type's message. */
export class EventDecodeError extends Error {
  override readonly name = 'EventDecodeError';

  constructor(
    readonly eventType: EventType,
    cause: unknown,
  ) {
    super(`Cannot decode ${eventType} event: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

const eventTypeByTypeName = new Map<string, EventType>(
  Object.entries(EVENT_REGISTRY).map(([eventType, { schema }]) => [schema.typeName, eventType as EventType]),
);

/**
 * Proto3 JSON of an event. Fields at their default value are emitted too (alwaysEmitImplicit), so
 * JSON consumers (kcat, analysts) see every field; unset message fields (e.g. Money) stay absent.
 */
export function encodeEvent(message: EventMessage): EncodedEvent {
  const eventType = eventTypeByTypeName.get(message.$typeName);
  if (eventType === undefined) throw new UnknownEventTypeError(message.$typeName);
  const { schema, topic } = EVENT_REGISTRY[eventType];
  // Widened to DescMessage: TypeScript cannot pair the union of schemas with the union of messages.
  const data = toJson(schema as DescMessage, message, { alwaysEmitImplicit: true });
  // A message that is not a well-known type always serializes to a JSON object.
  return { eventType, topic, data: data as JsonObject };
}

/**
 * Typed message from proto3 JSON. Unknown fields are ignored so that consumers keep working when
 * a producer adds fields (the compatible change `buf breaking` allows).
 */
export function decodeEvent<Type extends EventType>(eventType: Type, data: unknown): EventMessageByType[Type];
export function decodeEvent(eventType: string, data: unknown): EventMessage;
export function decodeEvent(eventType: string, data: unknown): EventMessage {
  const { schema } = eventRegistration(eventType);
  try {
    // fromJson validates the value at run time; anything that is not JSON fails there.
    return fromJson(schema as DescMessage, data as JsonValue, { ignoreUnknownFields: true }) as EventMessage;
  } catch (error) {
    throw new EventDecodeError(eventType as EventType, error);
  }
}

/** The codec narrowed to one stream's events, in the shape the event store's command runner takes. */
export function streamEventCodec<Event extends EventMessage>(): { encode(event: Event): EncodedEvent; decode(eventType: string, data: unknown): Event } {
  return {
    encode: (event) => encodeEvent(event),
    decode: (eventType, data) => decodeEvent(eventType, data) as Event,
  };
}
