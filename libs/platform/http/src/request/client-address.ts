import type { Request } from 'express';
import { trustedProxyHops } from './proxy';

/**
 * The client's address for rate limits per address, counted like Express's `trust proxy` hop count:
 * each of the `TRUST_PROXY` hops nearest to us (the socket's peer first, then X-Forwarded-For from the
 * right) is one of our proxies, and the address the last of them saw is the client. Only our own
 * proxies append to the header's right end, so whatever a client puts on its left is never read:
 * the first value would let a client pick a fresh address per request.
 */
export function clientAddress(request: Request): string | undefined {
  return forwardedClientAddress(request.headers['x-forwarded-for'], request.socket.remoteAddress, trustedProxyHops());
}

/** The pure rule of `clientAddress`: with fewer entries than hops, the furthest address known. */
export function forwardedClientAddress(forwardedFor: string | string[] | undefined, peer: string | undefined, hops: number): string | undefined {
  if (hops <= 0) return peer;
  const text = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const nearestFirst = text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '').reverse();
  if (nearestFirst.length === 0) return peer;
  return nearestFirst[Math.min(hops, nearestFirst.length) - 1];
}
