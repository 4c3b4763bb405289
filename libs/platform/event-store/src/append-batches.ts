import type { ConcurrencyError } from './errors';
import { appendShape, type StreamAppend } from './append-statement';
import type { AppendResult } from './event-store';

/**
 * Streams per statement. Adding to cart at 50 connections, PostgreSQL spent 0.26 ms per add with
 * batches of up to 8, 0.36 with 4, 0.39 with 16 and 0.40 with 32 (one after the other, 2026-11-29;
 * 0.42 to 0.51 with a statement per append).
 */
export const MAX_STREAMS_PER_BATCH = 8;

interface Waiting {
  readonly append: StreamAppend;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

type SendBatch = (appends: readonly StreamAppend[]) => Promise<Array<AppendResult | ConcurrencyError>>;

/**
 * Appends made outside a transaction during one event-loop turn leave together, a statement for
 * each shape and up to MAX_STREAMS_PER_BATCH streams: one round trip and one commit (one WAL flush)
 * for all of them, where each was its own. Under load that was the largest share of both the app's
 * and PostgreSQL's CPU per add to cart (tests/load/RESULTS.md).
 * Each stream keeps its own version claim, so one stream's lost race refuses only its own append.
 * Batches are sent without waiting for each other; an append to a stream already in this turn's
 * batches waits for them to settle, so a stream's appends reach the database in the order made.
 */
export class AppendBatches {
  private waiting: Waiting[] = [];
  private scheduled = false;

  constructor(private readonly send: SendBatch) {}

  append(append: StreamAppend): Promise<AppendResult> {
    return new Promise((resolve, reject) => this.enqueue({ append, resolve, reject }));
  }

  private enqueue(waiting: Waiting): void {
    this.waiting.push(waiting);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    const streams = new Set<string>();
    const now: Waiting[] = [];
    const later: Waiting[] = [];
    for (const waiting of this.waiting) {
      const streamId = waiting.append.streamId;
      (streams.has(streamId) ? later : now).push(waiting);
      streams.add(streamId);
    }
    this.waiting = [];
    const sent: Array<Promise<void>> = [];
    for (const shape of byShape(now).values()) {
      // Sorted by stream, so two batches in flight lock the streams they share in the same order.
      shape.sort((a, b) => (a.append.streamId < b.append.streamId ? -1 : a.append.streamId > b.append.streamId ? 1 : 0));
      for (let start = 0; start < shape.length; start += MAX_STREAMS_PER_BATCH) sent.push(this.run(shape.slice(start, start + MAX_STREAMS_PER_BATCH)));
    }
    if (later.length > 0) void Promise.all(sent).then(() => later.forEach((waiting) => this.enqueue(waiting)));
  }

  private async run(batch: readonly Waiting[]): Promise<void> {
    let results: Array<AppendResult | ConcurrencyError>;
    try {
      results = await this.send(batch.map((waiting) => waiting.append));
    } catch (error) {
      // The statement wrote nothing. Alone, each append answers its own success or error, so one
      // bad append (a constraint its inline write breaks) does not fail the others of its turn.
      if (batch.length === 1) return batch[0]!.reject(error);
      await Promise.all(batch.map((waiting) => this.run([waiting])));
      return;
    }
    results.forEach((result, index) => {
      const waiting = batch[index]!;
      if (result instanceof Error) waiting.reject(result);
      else waiting.resolve(result);
    });
  }
}

/**
 * One batch holds appends of one shape, so batches repeat a few texts that are prepared once per
 * connection: parsing and planning a batch of 8 cost PostgreSQL more than the commits it saved.
 */
function byShape(appends: readonly Waiting[]): Map<string, Waiting[]> {
  const shapes = new Map<string, Waiting[]>();
  for (const waiting of appends) {
    const shape = appendShape(waiting.append);
    const same = shapes.get(shape);
    if (same) same.push(waiting);
    else shapes.set(shape, [waiting]);
  }
  return shapes;
}
