import type { IncomingHttpHeaders } from 'node:http';
import { firstHeaderValue } from '@mercato/http';

export interface ForwardedRequest {
  readonly headers: IncomingHttpHeaders;
  readonly socket: { readonly remoteAddress?: string | undefined; readonly encrypted?: boolean };
}

/**
 * The X-Forwarded-* headers the gateway sends upstream, so a service resolves the visitor's site
 * and address as if it were the edge. What an earlier proxy said is kept only when the gateway
 * trusts proxies (`TRUST_PROXY`); otherwise a client could pick another site's host.
 */
export function forwardedHeaders(request: ForwardedRequest, trustProxy: boolean): Record<string, string> {
  const client = request.socket.remoteAddress ?? '';
  const earlierFor = trustProxy ? joined(request.headers['x-forwarded-for']) : undefined;
  const host = (trustProxy ? firstHeaderValue(request.headers['x-forwarded-host']) : undefined) ?? request.headers.host;
  const proto = (trustProxy ? firstHeaderValue(request.headers['x-forwarded-proto']) : undefined) ?? (request.socket.encrypted ? 'https' : 'http');
  return {
    'x-forwarded-for': earlierFor ? `${earlierFor}, ${client}` : client,
    ...(host ? { 'x-forwarded-host': host } : {}),
    'x-forwarded-proto': proto,
  };
}

function joined(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value.join(', ') : value;
  return text?.trim() || undefined;
}
