import type { IncomingHttpHeaders } from 'node:http';

let hops = 1;

/**
 * Whether forwarded headers are trusted: yes unless the process was configured otherwise
 * (`RuntimeConfig.trustedProxyHops`, from `TRUST_PROXY`; the edge sits behind the gateway or an ingress).
 */
export function trustsProxy(): boolean {
  return hops > 0;
}

/** How many proxies of ours stand between the client and this process (0: none, forwarded headers ignored). */
export function trustedProxyHops(): number {
  return hops;
}

/** Set once at start from the process's configuration (`startService`). */
export function configureProxyTrust(trustedHops: number): void {
  hops = trustedHops;
}

/** The first value of a possibly repeated, comma-separated header. */
export function firstHeaderValue(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  const first = raw?.split(',')[0]?.trim();
  return first ? first : undefined;
}

/**
 * The host the visitor asked for: `X-Forwarded-Host` (first value) when proxies are trusted, else `Host`;
 * port stripped (IPv6 brackets kept), lowercased. Undefined when neither header is usable.
 */
export function parseRequestHost(headers: IncomingHttpHeaders, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? firstHeaderValue(headers['x-forwarded-host']) : undefined;
  const host = forwarded ?? firstHeaderValue(headers.host);
  if (!host) return undefined;
  const withoutPort = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  const normalised = withoutPort?.replace(/\.$/, '').toLowerCase();
  return normalised ? normalised : undefined;
}

/** Whether the visitor reached us over https (directly, or per `X-Forwarded-Proto` from a trusted proxy). */
export function isHttpsRequest(request: { secure?: boolean; headers: IncomingHttpHeaders }, trustProxy: boolean): boolean {
  if (request.secure) return true;
  return trustProxy && firstHeaderValue(request.headers['x-forwarded-proto'])?.toLowerCase() === 'https';
}
