import { Partitioners, type ICustomPartitioner } from 'kafkajs';

const SEED = 0x9747b28c;
const M = 0x5bd1e995;

/**
 * The Java client's murmur2 hash of a key (`Utils.murmur2`), in 32-bit integer arithmetic. kafkajs's
 * DefaultPartitioner computes the same number with a 64-bit `Long` object for every step, which
 * was about 4% of the census service's CPU under load (tests/load/RESULTS.md).
 */
export function murmur2(data: Uint8Array): number {
  const length = data.length;
  const whole = length & ~3;
  let h = SEED ^ length;
  for (let i = 0; i < whole; i += 4) {
    let k = data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16) | (data[i + 3]! << 24);
    k = Math.imul(k, M);
    k ^= k >>> 24;
    k = Math.imul(k, M);
    h = Math.imul(h, M) ^ k;
  }
  // The last one to three bytes.
  const rest = length & 3;
  if (rest === 3) h ^= data[whole + 2]! << 16;
  if (rest >= 2) h ^= data[whole + 1]! << 8;
  if (rest >= 1) h = Math.imul(h ^ data[whole]!, M);
  h ^= h >>> 13;
  h = Math.imul(h, M);
  h ^= h >>> 15;
  return h | 0;
}

/**
 * kafkajs's DefaultPartitioner with the 32-bit murmur2: a keyed message goes to
 * `positive(murmur2(key)) % partitions`, the partition the Java client and kafkajs choose; a message
 * with an explicit partition or without a key is left to kafkajs's own.
 */
export const Murmur2Partitioner: ICustomPartitioner = () => {
  const fallback = Partitioners.DefaultPartitioner();
  return (args) => {
    const { message, partitionMetadata } = args;
    if ((message.partition !== undefined && message.partition !== null) || message.key === undefined || message.key === null) return fallback(args);
    const key = Buffer.isBuffer(message.key) ? message.key : Buffer.from(String(message.key));
    return (murmur2(key) & 0x7fffffff) % partitionMetadata.length;
  };
};
