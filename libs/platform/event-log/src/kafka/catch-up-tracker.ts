/**
 * Decides when a subscription has consumed everything its partitions held at some moment (its
 * start, or a later catch-up request). Partitions are identified by the checkpoint key
 * `topic/partition`; offsets are "next offset to read" (Kafka's high watermark is the next offset
 * to be written), so the targets are high watermarks measured at that moment.
 */
export class CatchUpTracker {
  private readonly reached = new Map<string, bigint>();
  private assigned?: readonly string[];

  /** The consumer will read (or has read) up to `nextOffset` on this partition; never moves back. */
  advance(partitionKey: string, nextOffset: bigint): void {
    const current = this.reached.get(partitionKey);
    if (current === undefined || nextOffset > current) this.reached.set(partitionKey, nextOffset);
  }

  /** The partitions the consumer group gave this member; only these have to be caught up. */
  assign(partitionKeys: readonly string[]): void {
    this.assigned = partitionKeys;
  }

  /** @param targets high watermark of every partition that existed at the moment in question */
  isCaughtUpWith(targets: ReadonlyMap<string, bigint>): boolean {
    if (!this.assigned) return false;
    return this.assigned.every((key) => {
      const target = targets.get(key);
      // Partitions created after that moment hold nothing that was committed before it.
      return target === undefined || (this.reached.get(key) ?? 0n) >= target;
    });
  }
}

export function partitionKey(topic: string, partition: number): string {
  return `${topic}/${partition}`;
}
