/** Turns domain events into stored form and back (the proto3 JSON codec of @mercato/contracts). */
export interface EventCodec<Event> {
  encode(event: Event): { eventType: string; topic: string; data: Record<string, unknown> };
  decode(eventType: string, data: unknown): Event;
}
