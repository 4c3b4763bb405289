/**
 * An immutable string-keyed map split into buckets, so setting one key copies one bucket (about
 * n/64 entries) instead of the whole map: a variant's state folds 10,000 sign-up events without
 * copying 10,000 entries each time. Plain arrays and objects, so a snapshot stores it as JSON.
 */
export type ShardedRecord<Value> = readonly Readonly<Record<string, Value>>[];

const BUCKETS = 64;

function bucketOf(key: string): number {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) | 0;
  return (hash >>> 0) % BUCKETS;
}

export const emptyShardedRecord = <Value>(): ShardedRecord<Value> => Array.from({ length: BUCKETS }, () => ({}));

export function getIn<Value>(record: ShardedRecord<Value>, key: string): Value | undefined {
  return record[bucketOf(key)]?.[key];
}

export function setIn<Value>(record: ShardedRecord<Value>, key: string, value: Value | undefined): ShardedRecord<Value> {
  const index = bucketOf(key);
  const bucket = { ...record[index] };
  if (value === undefined) delete bucket[key];
  else bucket[key] = value;
  const copy = record.slice();
  copy[index] = bucket;
  return copy;
}

export function valuesOf<Value>(record: ShardedRecord<Value>): Value[] {
  return record.flatMap((bucket) => Object.values(bucket));
}
