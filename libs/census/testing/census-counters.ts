export interface EndpointCounts {
  received: number;
  good: number;
  bad: number;
  dropped: number;
}

const COUNTER = /^census_records_(received|good|bad|dropped)_total\{(.*)\} (\S+)$/;

/** The census record counters per endpoint, from a Prometheus text exposition (GET /metrics). */
export function censusCounts(metricsText: string): Map<string, EndpointCounts> {
  const counts = new Map<string, EndpointCounts>();
  for (const line of metricsText.split('\n')) {
    const match = COUNTER.exec(line);
    if (!match) continue;
    const [, kind, labels, value] = match as unknown as [string, keyof EndpointCounts, string, string];
    const endpoint = /endpoint="([^"]*)"/.exec(labels)?.[1] ?? '';
    const entry = counts.get(endpoint) ?? { received: 0, good: 0, bad: 0, dropped: 0 };
    // Dropped records carry a reason label too: sum over reasons.
    entry[kind] += Number(value);
    counts.set(endpoint, entry);
  }
  return counts;
}

/** Sums of all endpoints. */
export function totalCounts(counts: Map<string, EndpointCounts>): EndpointCounts {
  const total = { received: 0, good: 0, bad: 0, dropped: 0 };
  for (const entry of counts.values()) for (const kind of Object.keys(total) as Array<keyof EndpointCounts>) total[kind] += entry[kind];
  return total;
}
