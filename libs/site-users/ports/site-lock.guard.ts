import { type CanActivate, type ExecutionContext, Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError, GuardAnswers, PeerServiceUnavailable, resolveRequestSite, SITE_RESOLVER, type SiteResolver } from '@mercato/http';
import { INTERFACE_STRINGS, SITE_LOCK_PAGE_ID } from '@mercato/spec';
import { PAGE_GATE, pageGateMessage, type PageGate, type PageGateAnswer } from './page-gate.port';

/** The refusal while the site-users service cannot say whether the site is locked (distributed mode). */
export const siteLockUnavailable = (): ApiError => new ApiError(503, INTERFACE_STRINGS.unableToConnect, { code: 'site_lock_unavailable' });

/**
 * The gate's answer for a page; a gate that cannot answer (the site-users service down, distributed
 * mode) refuses with 503 rather than open a page that may be locked. For every reader of the gate
 * over HTTP: SiteLockGuard, and the catalog's collection and product pages.
 */
export async function checkPageGate(gate: PageGate, websiteId: string, pageId: string, cookieHeader: string | undefined, logger: Pick<Logger, 'warn'>): Promise<PageGateAnswer> {
  try {
    return await gate.check(websiteId, pageId, cookieHeader);
  } catch (error) {
    if (!(error instanceof PeerServiceUnavailable)) throw error;
    logger.warn(`site lock unknown, call refused: ${error.message}`);
    throw siteLockUnavailable();
  }
}

/**
 * Spec §6 on a visitor's API behind the site's lock screen (cart, checkout, order views, account,
 * restock sign-up, gift card balance, subscription confirmation): without the lock's pass the call
 * is refused as a closed page's read is, 403 `page_gate` with the site's lock screen, before the
 * route reads or changes anything. Put after `SiteGuard`. Open where no PAGE_GATE is given (a
 * distributed service started without SITE_USERS_SERVICE_URL), as the catalog's reads. A gate that
 * cannot answer (the site-users service down) closes the route, 503: a locked site must not open.
 */
@Injectable()
@GuardAnswers({
  403: "The site's lock screen closes this to a visitor without its pass: `code` `page_gate`, the message the lock screen's title, `pageGate` the lock screen.",
  503: `The site-users service cannot say whether the site is locked (distributed mode), so nothing is let through: "${INTERFACE_STRINGS.unableToConnect}", \`code\` \`site_lock_unavailable\`.`,
})
export class SiteLockGuard implements CanActivate {
  private readonly logger = new Logger('SiteLockGuard');

  constructor(
    @Inject(SITE_RESOLVER) private readonly resolver: SiteResolver,
    @Optional() @Inject(PAGE_GATE) private readonly gate: PageGate | null,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.gate) return true;
    const request = context.switchToHttp().getRequest<{ headers: IncomingHttpHeaders }>();
    const site = await resolveRequestSite(request, this.resolver);
    const answer = await checkPageGate(this.gate, site.websiteId, SITE_LOCK_PAGE_ID, request.headers.cookie, this.logger);
    if (!answer.open) throw new ApiError(403, pageGateMessage(answer.gate), { code: 'page_gate', pageGate: answer.gate });
    return true;
  }
}
