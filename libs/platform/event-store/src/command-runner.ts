import type { EntityManager } from 'typeorm';
import { createLogger, currentTraceparent } from '@mercato/observability';
import { ConcurrencyError } from './errors';
import type { Decider } from '@mercato/domain';
import type { EventCodec } from './decider';
import type { EventMetadata, InlineWrite, PostgresEventStore, StoredEvent } from './event-store';

/** Snapshots are optional: a stream with many events keeps its folded state every `every` versions. */
export interface SnapshotPolicy<State> {
  readonly every: number;
  /**
   * The shape of the state `toJson` writes. Raise it whenever State changes (a field added, renamed
   * or computed differently): snapshots of another version are ignored and the state is folded from
   * the events, so an old snapshot never hides what the new evolve would have derived.
   */
  readonly stateVersion: number;
  readonly toJson: (state: State) => unknown;
  readonly fromJson: (json: unknown) => State;
}

export interface StreamDefinition<Command, Event, State> {
  readonly streamType: string;
  readonly decider: Decider<State, Command, Event>;
  readonly codec: EventCodec<Event>;
  readonly snapshot?: SnapshotPolicy<State>;
}

export interface RunCommandOptions<Command, Event, State> {
  readonly stream: StreamDefinition<Command, Event, State>;
  readonly streamId: string;
  readonly command: Command;
  /** Defaults to the active trace context, so consumers continue the command's trace. */
  readonly metadata?: EventMetadata;
  /**
   * An inline read model's write made by the append's own statement (see InlineWrite): atomic with
   * the events at no extra round trip. Given the state after the events and the state they were
   * decided on (`load`'s answer, else the folded stream), so a
   * model written at that state can write only what changed.
   */
  readonly inlineWrite?: (state: State, decidedOn: State) => InlineWrite | undefined;
  /** Extra writes committed atomically with the events (inline read models). */
  readonly onAppended?: (manager: EntityManager, events: readonly Event[], state: State) => Promise<void>;
  /**
   * Where the stream's state is read from when the caller keeps it closer than the events: an
   * inline read model written with the version, atomically with the append (`inlineWrite`). Answers
   * undefined to fold the stream (and its snapshot) instead. Asked again after each lost race
   * (`attempt` 1, 2, ...): it must then answer from what is stored (the winner's append wrote it), or
   * undefined, never a state it answered before.
   */
  readonly load?: (attempt: number) => Promise<{ state: State; version: number } | undefined>;
  /** Decisions again after lost races, MAX_CONCURRENCY_RETRIES unless a stream expects more writers at once. */
  readonly maxRetries?: number;
  /**
   * Runs in the caller's transaction (a reactor's batch, committed with its checkpoint): the stream
   * is read and appended through it, so the batch's earlier appends count. Takes no snapshot: the
   * transaction may still roll back.
   */
  readonly manager?: EntityManager;
}

export interface CommandResult<Event, State> {
  readonly events: readonly Event[];
  readonly stored: readonly StoredEvent[];
  readonly state: State;
  readonly version: number;
}

const logger = createLogger('event-store');

/** How many times a command is decided again after losing a race for its stream. */
export const MAX_CONCURRENCY_RETRIES = 5;

/**
 * Loads a stream, decides, appends with the expected version; on a conflict it reloads and decides
 * again, a bounded number of times, so concurrent commands on one stream serialise correctly.
 */
export async function runCommand<Command, Event, State>(
  store: PostgresEventStore,
  options: RunCommandOptions<Command, Event, State>,
): Promise<CommandResult<Event, State>> {
  const { stream, streamId } = options;
  const metadata = options.metadata ?? activeTraceMetadata();
  for (let attempt = 0; ; attempt++) {
    const { state, version } = (await options.load?.(attempt)) ?? (await loadState(store, stream, streamId, options.manager));
    const events = stream.decider.decide(options.command, state);
    if (events.length === 0) return { events, stored: [], state, version };
    const newState = events.reduce(stream.decider.evolve, state);
    const encoded = events.map((event) => stream.codec.encode(event));
    const expected = version === 0 ? 'no_stream' : version;
    const { onAppended } = options;
    const inline = options.inlineWrite?.(newState, state);
    const appendIn = async (manager: EntityManager) => {
      const result = await store.append(streamId, stream.streamType, expected, encoded, { manager, metadata, ...(inline ? { inline } : {}) });
      await onAppended?.(manager, events, newState);
      return result;
    };
    try {
      // Without onAppended the append (with its inline write) is one statement, needing no transaction around it.
      const appended = options.manager
        ? await appendIn(options.manager)
        : onAppended
          ? await store.transaction(appendIn)
          : await store.append(streamId, stream.streamType, expected, encoded, { metadata, ...(inline ? { inline } : {}) });
      if (!options.manager) await maybeSnapshot(store, stream, streamId, version, appended.nextExpectedVersion, newState);
      return { events, stored: appended.events, state: newState, version: appended.nextExpectedVersion };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= (options.maxRetries ?? MAX_CONCURRENCY_RETRIES)) throw error;
    }
  }
}

/** Folds a stream into state, starting from its snapshot when the stream has one. */
export async function loadState<Command, Event, State>(
  store: PostgresEventStore,
  stream: StreamDefinition<Command, Event, State>,
  streamId: string,
  manager?: EntityManager,
): Promise<{ state: State; version: number }> {
  const { snapshot, events } = stream.snapshot
    ? await store.readStreamFromSnapshot(streamId, stream.snapshot.stateVersion, manager)
    : { snapshot: undefined, events: await store.readStream(streamId, 0, manager) };
  let state = snapshot && stream.snapshot ? stream.snapshot.fromJson(snapshot.state) : stream.decider.initialState();
  let version = snapshot?.version ?? 0;
  for (const event of events) {
    state = stream.decider.evolve(state, stream.codec.decode(event.eventType, event.data));
    version = event.streamVersion;
  }
  return { state, version };
}

async function maybeSnapshot<Command, Event, State>(
  store: PostgresEventStore,
  stream: StreamDefinition<Command, Event, State>,
  streamId: string,
  previousVersion: number,
  version: number,
  state: State,
): Promise<void> {
  const policy = stream.snapshot;
  if (!policy) return;
  // Crossing a multiple of `every` takes a snapshot. The events are committed by now: a snapshot
  // that fails only costs longer reads, and must not turn the command into an error.
  if (Math.floor(version / policy.every) > Math.floor(previousVersion / policy.every)) {
    try {
      await store.saveSnapshot(streamId, { version, stateVersion: policy.stateVersion, state: policy.toJson(state) });
    } catch (error) {
      logger.warn({ err: error, streamId, version }, 'snapshot not saved; the stream is folded from its previous one');
    }
  }
}

function activeTraceMetadata(): EventMetadata {
  const traceparent = currentTraceparent();
  return traceparent ? { traceparent } : {};
}
