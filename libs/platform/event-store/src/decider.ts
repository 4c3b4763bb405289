/**
 * A pure decider (Emmett style): the domain decides events from a command and the current state,
 * and folds events into state. No I/O: the command runner does the loading and appending.
 */
export interface Decider<Command, Event, State> {
  readonly initialState: () => State;
  readonly decide: (command: Command, state: State) => readonly Event[];
  readonly evolve: (state: State, event: Event) => State;
}

/** Turns domain events into stored form and back (the proto3 JSON codec of @mercato/contracts). */
export interface EventCodec<Event> {
  encode(event: Event): { eventType: string; topic: string; data: Record<string, unknown> };
  decode(eventType: string, data: unknown): Event;
}
