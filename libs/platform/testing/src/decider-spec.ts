import type { Decider } from '@mercato/domain';

/**
 * Given/When/Then for pure deciders (after Emmett's DeciderSpecification): given past events,
 * when a command is decided, then these events, or then this error.
 */
export function deciderSpec<Command, Event, State>(decider: Decider<State, Command, Event>) {
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
