import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  Optional,
  SetMetadata,
  UseGuards,
  applyDecorators,
  createParamDecorator,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ContributorRole } from '@mercato/spec';
import { ApiError } from '../errors/api-error';
import { HttpMessages } from '../errors/messages';
import { resolveRequestSite, type SiteCarrier } from '../site/request-site';
import { SITE_RESOLVER, type SiteResolver } from '../site/site-resolver.port';
import type { Contributor } from './contributor';
import { CONTRIBUTOR_SESSIONS, type ContributorSessions, type SessionCarrier } from './contributor-sessions.port';

const REQUIRED_ROLES = 'mercato:requiredContributorRoles';

type GuardedRequest = SessionCarrier & SiteCarrier & { params?: Record<string, string | undefined> };

/** Memoised by `ContributorRolesGuard`, read by `@CurrentContributor()`. */
const AUTHORISED_CONTRIBUTOR = Symbol('mercato.authorisedContributor');

/**
 * Owner endpoint: the logged-in contributor must hold one of `roles` on the website named by the
 * `:websiteId` route param (or, without one, the website resolved from the host).
 */
export function RequireRoles(...roles: ContributorRole[]): MethodDecorator & ClassDecorator {
  if (roles.length === 0) throw new Error('@RequireRoles() needs at least one role');
  return applyDecorators(SetMetadata(REQUIRED_ROLES, roles), UseGuards(ContributorRolesGuard));
}

@Injectable()
export class ContributorRolesGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(CONTRIBUTOR_SESSIONS) private readonly sessions: ContributorSessions,
    @Optional() @Inject(SITE_RESOLVER) private readonly siteResolver?: SiteResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const required = this.reflector.getAllAndOverride<ContributorRole[] | undefined>(REQUIRED_ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!required?.length) throw new Error('ContributorRolesGuard needs @RequireRoles(...) on the route');
    const request = context.switchToHttp().getRequest<GuardedRequest & { [AUTHORISED_CONTRIBUTOR]?: Contributor }>();
    const contributor = await this.sessions.contributorOf(request);
    if (!contributor) throw new ApiError(401, HttpMessages.LOGIN_REQUIRED);
    const websiteId = await this.websiteIdOf(request);
    const held = contributor.roles.some((grant) => grant.websiteId === websiteId && required.includes(grant.role));
    if (!held) throw new ApiError(403, HttpMessages.FORBIDDEN);
    request[AUTHORISED_CONTRIBUTOR] = contributor;
    return true;
  }

  private async websiteIdOf(request: GuardedRequest): Promise<string> {
    const fromRoute = request.params?.websiteId;
    if (fromRoute) return fromRoute;
    if (!this.siteResolver) throw new Error('Route has no :websiteId and no SITE_RESOLVER is provided');
    return (await resolveRequestSite(request, this.siteResolver)).websiteId;
  }
}

/** The contributor `@RequireRoles` authorised for this request. */
export const CurrentContributor = createParamDecorator((_data: unknown, context: ExecutionContext): Contributor => {
  const contributor = context.switchToHttp().getRequest<{ [AUTHORISED_CONTRIBUTOR]?: Contributor }>()[AUTHORISED_CONTRIBUTOR];
  if (!contributor) throw new Error('@CurrentContributor() needs @RequireRoles(...) on the route');
  return contributor;
});
