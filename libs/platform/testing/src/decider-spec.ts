/**
 * Given/When/Then for pure deciders (after Emmett's DeciderSpecification): given past events,
 * when a command is decided, then these events, or then this error.
 */
export interface SpecDecider<Command, Event, State> {
  readonly initialState: () => State;
  readonly decide: (command: Command, state: State) => readonly Event[];
  readonly evolve: (state: State, event: Event) => State;
}

export function deciderSpec<Command, Event, State>(decider: SpecDecider<Command, Event, State>) {
  return {
    given(events: readonly Event[]) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: Command) {
          const decide = () => decider.decide(command, state);
          return {
            then(expected: readonly Event[] | ((events: readonly Event[]) => void)): void {
              const actual = decide();
              if (typeof expected === 'function') expected(actual);
              else expect(actual).toEqual(expected);
            },
            thenThrows(check: (error: unknown) => void): void {
              let thrown: unknown;
              try {
                decide();
              } catch (error) {
                thrown = error;
              }
              if (thrown === undefined) throw new Error('Expected the command to be refused, but it was accepted');
              check(thrown);
            },
          };
        },
      };
    },
  };
}
