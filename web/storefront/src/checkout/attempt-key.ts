/**
 * A fresh Idempotency-Key: 128 random bits as hex. getRandomValues works on plain-HTTP self-hosted
 * stores too, where crypto.randomUUID is missing (secure contexts only).
 */
export function newAttemptKey(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  return Array.from(random(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
