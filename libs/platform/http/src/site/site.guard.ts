import { type CanActivate, type ExecutionContext, Inject, Injectable, createParamDecorator } from '@nestjs/common';
import { resolveRequestSite, resolvedSiteOf, type SiteCarrier } from './request-site';
import { SITE_RESOLVER, type ResolvedSite, type SiteResolver } from './site-resolver.port';

/** Resolves the request's website from its host; unknown hosts get 404 "Site not found". */
@Injectable()
export class SiteGuard implements CanActivate {
  constructor(@Inject(SITE_RESOLVER) private readonly resolver: SiteResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await resolveRequestSite(context.switchToHttp().getRequest<SiteCarrier>(), this.resolver);
    return true;
  }
}

/** `{ websiteId, host }` of the request; the route must be guarded by `SiteGuard` (or a guard that resolves the site). */
export const CurrentSite = createParamDecorator((_data: unknown, context: ExecutionContext): ResolvedSite => {
  const site = resolvedSiteOf(context.switchToHttp().getRequest<SiteCarrier>());
  if (!site) throw new Error('@CurrentSite() needs SiteGuard on the route');
  return site;
});
