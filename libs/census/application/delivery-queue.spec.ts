import { CENSUS_TOPICS } from '@mercato/contracts';
import type { CensusMessage } from '@mercato/census/domain';
import type { CensusSink } from './census-sink.port';
import { DeliveryQueue, DeliveryRefusedError, messageBytes, type DeliverySettings } from './delivery-queue';

/** A sink whose writes the test settles by hand, so every interleaving is explicit. */
class ControlledSink implements CensusSink {
  readonly writes: Array<{ messages: readonly CensusMessage[]; succeed(): void; fail(error: Error): void }> = [];
  closed = false;
  /** While set, every write fails at once with it (the broker is away). */
  outage: Error | undefined;

  async start(): Promise<void> {}

  write(messages: readonly CensusMessage[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.writes.push({ messages, succeed: resolve, fail: reject });
      if (this.outage) reject(this.outage);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  keysOf(write: number): string[] {
    return this.writes[write]!.messages.map((message) => message.key);
  }
}

const settings: DeliverySettings = {
  maxQueuedBytes: 10_000,
  deliveryTimeoutMs: 1_000,
  lingerMs: 5,
  maxBatchMessages: 3,
  maxBatchBytes: 5_000,
  retryBackoffMs: 10,
  maxRetryBackoffMs: 40,
};

function message(key: string, valueBytes = 80): CensusMessage {
  return { topic: CENSUS_TOPICS.hits, key, value: 'x'.repeat(valueBytes), headers: {}, good: true, records: 1 };
}

/** Lets settled promises run their callbacks (fake timers do not advance microtasks by themselves). */
const flushPromises = () => jest.advanceTimersByTimeAsync(0);

describe('DeliveryQueue', () => {
  let sink: ControlledSink;
  let queue: DeliveryQueue;

  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
    sink = new ControlledSink();
    queue = new DeliveryQueue(sink, settings);
  });

  afterEach(() => jest.useRealTimers());

  it('after a quiet spell, writes a lone message at once, and resolves only when the write is durable', async () => {
    let delivered = false;
    void queue.deliver([message('a')]).then(() => (delivered = true));
    await flushPromises();
    expect(sink.keysOf(0)).toEqual(['a']);
    expect(delivered).toBe(false);
    sink.writes[0]!.succeed();
    await flushPromises();
    expect(delivered).toBe(true);
    expect(queue.queuedBytes).toBe(0);
  });

  it('writes at most once per linger: messages within it of the previous write wait for its end, together', async () => {
    void queue.deliver([message('a')]);
    await flushPromises();
    sink.writes[0]!.succeed();
    await jest.advanceTimersByTimeAsync(2);
    void queue.deliver([message('b')]);
    await jest.advanceTimersByTimeAsync(1);
    void queue.deliver([message('c')]);
    await jest.advanceTimersByTimeAsync(1);
    expect(sink.writes).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sink.keysOf(1)).toEqual(['b', 'c']);
  });

  it('writes what arrived during a write that took longer than the linger as soon as it ends', async () => {
    void queue.deliver([message('a')]);
    await jest.advanceTimersByTimeAsync(1);
    void queue.deliver([message('b')]);
    await jest.advanceTimersByTimeAsync(10);
    expect(sink.writes).toHaveLength(1);
    sink.writes[0]!.succeed();
    await flushPromises();
    expect(sink.keysOf(1)).toEqual(['b']);
  });

  it('collects concurrent deliveries into one write and writes within the linger when a batch is full by count', async () => {
    void queue.deliver([message('x')]);
    await flushPromises();
    sink.writes[0]!.succeed();
    void queue.deliver([message('a')]);
    void queue.deliver([message('b'), message('c'), message('d')]);
    await flushPromises();
    expect(sink.writes).toHaveLength(2);
    expect(sink.keysOf(1)).toEqual(['a', 'b', 'c']);
  });

  it('keeps a batch under the byte limit, writing the rest next', async () => {
    void queue.deliver([message('a', 3_000), message('b', 3_000)]);
    await flushPromises();
    expect(sink.keysOf(0)).toEqual(['a']);
    sink.writes[0]!.succeed();
    await jest.advanceTimersByTimeAsync(5);
    expect(sink.keysOf(1)).toEqual(['b']);
  });

  it('resolves a delivery only when all its messages, spread over several writes, are durable', async () => {
    let delivered = false;
    void queue.deliver([message('a'), message('b'), message('c'), message('d')]).then(() => (delivered = true));
    await flushPromises();
    sink.writes[0]!.succeed();
    await jest.advanceTimersByTimeAsync(5);
    expect(delivered).toBe(false);
    sink.writes[1]!.succeed();
    await flushPromises();
    expect(delivered).toBe(true);
  });

  it('retries a failed batch exactly as it was, with backoff, until it is durable', async () => {
    const delivered = queue.deliver([message('a'), message('b')]);
    await jest.advanceTimersByTimeAsync(5);
    void queue.deliver([message('c')]);
    sink.writes[0]!.fail(new Error('broker down'));
    await flushPromises();
    await jest.advanceTimersByTimeAsync(9);
    expect(sink.writes).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sink.keysOf(1)).toEqual(['a', 'b']);
    sink.writes[1]!.fail(new Error('broker down'));
    await jest.advanceTimersByTimeAsync(19);
    expect(sink.writes).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(sink.keysOf(2)).toEqual(['a', 'b']);
    sink.writes[2]!.succeed();
    await expect(delivered).resolves.toBeUndefined();
    await jest.advanceTimersByTimeAsync(5);
    expect(sink.keysOf(3)).toEqual(['c']);
  });

  it('refuses a delivery that would take the queue past its cap, and counts every byte held', async () => {
    const sizes = [message('a', 4_000), message('b', 4_000)];
    void queue.deliver(sizes);
    await expect(queue.deliver([message('c', 3_000)])).rejects.toThrow(DeliveryRefusedError);
    expect(queue.queuedBytes).toBe(messageBytes(sizes[0]!) + messageBytes(sizes[1]!));
    expect(queue.peakQueuedBytes).toBe(queue.queuedBytes);
    expect(queue.health()).toEqual({ ok: true });
  });

  it('reports not ready when the queue is over 90% of its cap', async () => {
    void queue.deliver([message('a', 4_500), message('b', 4_500)]);
    expect(queue.health()).toMatchObject({ ok: false, detail: expect.stringContaining('queue at') });
  });

  it('answers a delivery that is not durable in time with a refusal, but still writes it later', async () => {
    const delivered = queue.deliver([message('a')]);
    const refused = expect(delivered).rejects.toThrow('not durable within 1000 ms');
    await jest.advanceTimersByTimeAsync(5);
    sink.writes[0]!.fail(new Error('broker down'));
    await jest.advanceTimersByTimeAsync(1_000);
    await refused;
    const retry = sink.writes.at(-1)!;
    expect(retry.messages.map((entry) => entry.key)).toEqual(['a']);
    retry.succeed();
    await flushPromises();
    expect(queue.queuedBytes).toBe(0);
  });

  it('while the sink has failed for longer than the delivery timeout: refuses at once and is not ready; recovers by itself', async () => {
    sink.outage = new Error('connect ECONNREFUSED 127.0.0.1:9092');
    void queue.deliver([message('a')]).catch(() => undefined);
    await jest.advanceTimersByTimeAsync(999);
    expect(queue.stalled).toBe(false);
    await jest.advanceTimersByTimeAsync(10);
    expect(queue.stalled).toBe(true);
    expect(queue.health()).toMatchObject({ ok: false, detail: expect.stringContaining('ECONNREFUSED') });
    await expect(queue.deliver([message('b')])).rejects.toThrow('has not been durable');

    sink.outage = undefined;
    await jest.advanceTimersByTimeAsync(40);
    const retried = sink.writes.length;
    sink.writes.at(-1)!.succeed();
    await flushPromises();
    expect(sink.writes).toHaveLength(retried);
    expect(queue.stalled).toBe(false);
    expect(queue.health()).toEqual({ ok: true });
    void queue.deliver([message('c')]);
    await jest.advanceTimersByTimeAsync(5);
    expect(sink.keysOf(sink.writes.length - 1)).toEqual(['c']);
  });

  it('counts a write that hangs past the delivery timeout as a stall', async () => {
    void queue.deliver([message('a')]).catch(() => undefined);
    await jest.advanceTimersByTimeAsync(5);
    expect(queue.stalled).toBe(false);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(queue.stalled).toBe(true);
  });

  it('on close: refuses new deliveries, writes what was accepted without waiting for the linger, then closes the sink', async () => {
    const accepted = queue.deliver([message('a')]);
    const closed = queue.close();
    await flushPromises();
    await expect(queue.deliver([message('b')])).rejects.toThrow('shutting down');
    expect(sink.keysOf(0)).toEqual(['a']);
    expect(sink.closed).toBe(false);
    sink.writes[0]!.succeed();
    await closed;
    await expect(accepted).resolves.toBeUndefined();
    expect(sink.closed).toBe(true);
  });
});
