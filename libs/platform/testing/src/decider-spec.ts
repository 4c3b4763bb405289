import { DomainError, type Decider } from '@mercato/domain';

/** What a refusal is checked on: its class, code, message and the field it is about. */
function refusal(error: unknown) {
  if (!(error instanceof DomainError)) return error;
  return { class: error.constructor.name, code: error.code, message: error.message, field: error.field };
}

/**
 * Given/When/Then for pure deciders (after Emmett's DeciderSpecification): given past events,
 * when a command is decided, then exactly these events, or then exactly this refusal. Only exact
 * assertions: a spec names every event and every field it expects, so a changed field fails it.
 */
export function deciderSpec<Command, Event, State>(decider: Decider<State, Command, Event>) {
  return {
    given(events: readonly Event[]) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: Command) {
          const decide = () => decider.decide(command, state);
          return {
            then(expected: readonly Event[]): void {
              expect(decide()).toEqual(expected);
            },
            thenRefuses(expected: DomainError): void {
              let thrown: unknown;
              try {
                decide();
              } catch (error) {
                thrown = error;
              }
              if (thrown === undefined) throw new Error('Expected the command to be refused, but it was accepted');
              expect(refusal(thrown)).toEqual(refusal(expected));
            },
          };
        },
      };
    },
  };
}
