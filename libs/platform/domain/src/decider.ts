/**
 * A pure decider (Emmett style): the domain decides events from a command and the current state,
 * and folds events into state. No I/O: the command runner loads the stream and appends the events.
 */
export interface Decider<State, Command, Event> {
  readonly initialState: () => State;
  readonly decide: (command: Command, state: State) => readonly Event[];
  readonly evolve: (state: State, event: Event) => State;
}
