import { type CanActivate, type ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError, resolveRequestSite, SITE_RESOLVER, type SiteResolver } from '@mercato/http';
import { SITE_LOCK_PAGE_ID } from '@mercato/spec';
import { PAGE_GATE, pageGateMessage, type PageGate } from './page-gate.port';

/**
 * Spec §6 on a visitor's API behind the site's lock screen (cart, checkout, order views, account):
 * without the lock's pass the call is refused as a closed page's read is, 403 `page_gate` with the
 * site's lock screen, before the route reads or changes anything. Put after `SiteGuard`. Open where
 * the site-users context does not run beside the route (no PAGE_GATE), as the catalog's reads.
 */
@Injectable()
export class SiteLockGuard implements CanActivate {
  constructor(
    @Inject(SITE_RESOLVER) private readonly resolver: SiteResolver,
    @Optional() @Inject(PAGE_GATE) private readonly gate: PageGate | null,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.gate) return true;
    const request = context.switchToHttp().getRequest<{ headers: IncomingHttpHeaders }>();
    const site = await resolveRequestSite(request, this.resolver);
    const answer = await this.gate.check(site.websiteId, SITE_LOCK_PAGE_ID, request.headers.cookie);
    if (!answer.open) throw new ApiError(403, pageGateMessage(answer.gate), { code: 'page_gate', pageGate: answer.gate });
    return true;
  }
}
