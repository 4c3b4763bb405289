/**
 * Splits a sequence into runs of consecutive items of one kind, in order: a batch of events can be
 * applied a run at a time, each run in one statement, without reordering what depends on order.
 */
export function runsOf<T>(items: readonly T[], kindOf: (item: T) => string): T[][] {
  const runs: T[][] = [];
  for (const item of items) {
    const current = runs.at(-1);
    if (current && kindOf(current[0]!) === kindOf(item)) current.push(item);
    else runs.push([item]);
  }
  return runs;
}
