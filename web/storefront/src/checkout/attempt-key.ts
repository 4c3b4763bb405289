import { CartCallError } from '../cart/cart-api';

/**
 * A fresh Idempotency-Key: 128 random bits as hex. getRandomValues works on plain-HTTP self-hosted
 * stores too, where crypto.randomUUID is missing (secure contexts only).
 */
export function newAttemptKey(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  return Array.from(random(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failed checkout ends its attempt. A refusal (4xx: a declined card, a bad field) does: the
 * next try is a new attempt with a new key. No answer, or a server fault, does not: the request may
 * have been taken, and the same key lets the server answer that order instead of placing another.
 */
export function endsAttempt(error: unknown): boolean {
  return error instanceof CartCallError && error.status !== undefined && error.status < 500;
}
