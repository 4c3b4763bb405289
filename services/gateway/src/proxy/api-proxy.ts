import { Agent, type ServerResponse } from 'node:http';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import { ApiError, trustedProxyHops, upstreamUnavailable } from '@mercato/http';
import { currentTraceparent, TRACEPARENT_HEADER, type Logger } from '@mercato/observability';
import { forwardedHeaders } from './forwarded-headers';
import { upstreamFor, type UpstreamName, type Upstreams } from './routes';

/**
 * Proxy mode's /api: each request whose path the route table knows is streamed, body unread, to
 * its service with the visitor's Host, X-Forwarded-* and the gateway span's traceparent (so the
 * service's spans join the same trace). A service that does not answer gives 502 in the error
 * envelope. Other paths go on to the gateway's own routes.
 */
export function apiProxy(upstreams: Upstreams, logger: Logger, proxyHops: number = trustedProxyHops()): (request: ExpressRequest, response: ExpressResponse, next: NextFunction) => void {
  const proxies = new Map<UpstreamName, RequestHandler<ExpressRequest, ExpressResponse>>();
  for (const [name, origin] of Object.entries(upstreams) as Array<[UpstreamName, string]>) {
    proxies.set(
      name,
      createProxyMiddleware<ExpressRequest, ExpressResponse>({
        target: origin,
        // The service resolves the site from the visitor's host, so Host stays the visitor's.
        changeOrigin: false,
        // Without an agent http-proxy closes the upstream connection after every request.
        agent: new Agent({ keepAlive: true }),
        on: {
          proxyReq: (proxyRequest, request, response) => {
            for (const [header, value] of Object.entries(forwardedHeaders(request, proxyHops))) proxyRequest.setHeader(header, value);
            const traceparent = response.getHeader(TRACEPARENT_HEADER);
            if (typeof traceparent === 'string') proxyRequest.setHeader(TRACEPARENT_HEADER, traceparent);
          },
          error: (error, request, response) => {
            logger.warn({ err: error, upstream: name, path: request.url }, 'upstream did not answer');
            if (!isResponse(response)) return response.destroy();
            if (response.headersSent) return void response.destroy();
            const envelope = upstreamUnavailable().toEnvelope();
            response.writeHead(envelope.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
            response.end(JSON.stringify(envelope));
          },
        },
      }),
    );
  }
  return (request, response, next) => {
    const upstream = upstreamFor(request.path, upstreams);
    const proxy = upstream && proxies.get(upstream.name);
    if (!proxy) return next();
    void proxy(request, response, next);
  };
}

/**
 * The storefront's server-side data loading in proxy mode: the same route table, straight to the
 * owning service (no second pass through the gateway), carrying the page render's traceparent.
 */
export function upstreamFetch(upstreams: Upstreams, fetchImpl: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const upstream = upstreamFor(url.pathname, upstreams);
    if (!upstream) return Response.json(new ApiError(404, 'Not found.').toEnvelope(), { status: 404 });
    const headers = new Headers(init?.headers);
    const traceparent = currentTraceparent();
    if (traceparent) headers.set(TRACEPARENT_HEADER, traceparent);
    return fetchImpl(new URL(`${url.pathname}${url.search}`, upstream.origin), { ...init, headers });
  };
}

function isResponse(target: ServerResponse | { destroy(): void }): target is ServerResponse {
  return 'writeHead' in target;
}
