import { pageGateCookies, type PageGate, type PageGateAnswer } from './page-gate.port';

/** Where services/site-users serves PAGE_GATE to other processes (not under /api: the proxy gateway forwards nothing here). */
export const PAGE_GATE_INTERNAL_PATH = 'internal/page-gate';

/** The site-users service did not answer, or answered what it never should: the page stays closed (the read fails). */
export class SiteUsersServiceUnavailable extends Error {
  override readonly name = 'SiteUsersServiceUnavailable';
}

/**
 * PAGE_GATE for a process without the site-users context (the distributed catalog service): the
 * site-users service's internal endpoint (PageGateInternalModule). Only the gate's cookies (the
 * site-user session and lock passes) leave the request.
 */
export class HttpPageGate implements PageGate {
  constructor(
    private readonly siteUsersServiceUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async check(websiteId: string, pageId: string, cookieHeader: string | undefined): Promise<PageGateAnswer> {
    const url = `${this.siteUsersServiceUrl}/${PAGE_GATE_INTERNAL_PATH}/${encodeURIComponent(websiteId)}?${new URLSearchParams({ pageId }).toString()}`;
    const cookies = pageGateCookies(cookieHeader);
    let response: Response;
    try {
      response = await this.fetchImpl(url, { headers: cookies ? { cookie: cookies } : {}, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new SiteUsersServiceUnavailable(`site-users service unreachable at ${url}: ${String(error)}`);
    }
    if (!response.ok) throw new SiteUsersServiceUnavailable(`site-users service answered ${response.status} at ${url}`);
    return (await response.json()) as PageGateAnswer;
  }
}
