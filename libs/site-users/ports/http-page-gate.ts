import { callPeerService } from '@mercato/http';
import { pageGateCookies, type PageGate, type PageGateAnswer } from './page-gate.port';

/** Where services/site-users serves PAGE_GATE to other processes (not under /api: the proxy gateway forwards nothing here). */
export const PAGE_GATE_INTERNAL_PATH = 'internal/page-gate';

/**
 * PAGE_GATE for a process without the site-users context (the distributed catalog, cart, orders and
 * restock services): the site-users service's internal endpoint (PageGateInternalModule). Only the
 * gate's cookies (the site-user session and lock passes) leave the request. No answer is
 * PeerServiceUnavailable, which SiteLockGuard answers 503.
 */
export class HttpPageGate implements PageGate {
  constructor(
    private readonly siteUsersServiceUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async check(websiteId: string, pageId: string, cookieHeader: string | undefined): Promise<PageGateAnswer> {
    const url = `${this.siteUsersServiceUrl}/${PAGE_GATE_INTERNAL_PATH}/${encodeURIComponent(websiteId)}?${new URLSearchParams({ pageId }).toString()}`;
    const cookies = pageGateCookies(cookieHeader);
    const response = await callPeerService('site-users', this.fetchImpl, url, { headers: cookies ? { cookie: cookies } : {} });
    return (await response.json()) as PageGateAnswer;
  }
}
