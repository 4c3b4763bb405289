import type { Request } from 'express';
import { firstHeaderValue, trustsProxy } from './proxy';

/**
 * The client's address: the first X-Forwarded-For entry behind a trusted proxy (the gateway or an
 * ingress), else the socket's peer. For rate limits per address.
 */
export function clientAddress(request: Request): string | undefined {
  const forwarded = trustsProxy() ? firstHeaderValue(request.headers['x-forwarded-for']) : undefined;
  return forwarded ?? request.socket.remoteAddress;
}
