import type { IncomingHttpHeaders } from 'node:http';
import { firstHeaderValue, forwardedClientAddress } from '@mercato/http';

export interface ForwardedRequest {
  readonly headers: IncomingHttpHeaders;
  readonly socket: { readonly remoteAddress?: string | undefined; readonly encrypted?: boolean };
}

/**
 * The X-Forwarded-* headers the gateway sends upstream, so a service resolves the visitor's site
 * and address as if it were the edge. What an earlier proxy said is kept only when the gateway
 * trusts proxies (`TRUST_PROXY` hops above 0); otherwise a client could pick another site's host.
 * X-Forwarded-For carries only the visitor's address as the gateway resolved it with its own hop
 * count, so a service behind it keeps one hop whatever stands in front of the gateway, and the
 * entries a client wrote never reach it.
 */
export function forwardedHeaders(request: ForwardedRequest, proxyHops: number): Record<string, string> {
  const trustProxy = proxyHops > 0;
  const client = forwardedClientAddress(request.headers['x-forwarded-for'], request.socket.remoteAddress, proxyHops) ?? '';
  const host = (trustProxy ? firstHeaderValue(request.headers['x-forwarded-host']) : undefined) ?? request.headers.host;
  const proto = (trustProxy ? firstHeaderValue(request.headers['x-forwarded-proto']) : undefined) ?? (request.socket.encrypted ? 'https' : 'http');
  return {
    'x-forwarded-for': client,
    ...(host ? { 'x-forwarded-host': host } : {}),
    'x-forwarded-proto': proto,
  };
}
