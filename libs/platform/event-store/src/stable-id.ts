import { createHash } from 'node:crypto';

/**
 * A UUID (version 5 layout, SHA-256 based) that follows from a natural key: a command retried with
 * the same key (an order line, a cart) addresses the same stream, whose decider then changes nothing.
 * Not a secret: anyone who knows the key can compute it.
 */
export function stableIdOf(namespace: string, ...keyParts: readonly string[]): string {
  const bytes = createHash('sha256').update([namespace, ...keyParts].join('\n')).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
