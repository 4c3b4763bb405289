import { Controller, Get, Inject, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiError, CONTRIBUTOR_SESSIONS, HttpMessages, ownerAccessOf, type AreaAccess, type ContributorSessions, type OwnerAccess } from '@mercato/http';
import type { ContributorRole } from '@mercato/spec';
import { OwnerSiteQueries, type OwnedSiteRow } from '@mercato/sites/projections';
import { SITE_LAYOUT_ROLES } from './sites.controller';

export interface OwnedSiteView extends OwnedSiteRow {
  readonly roles: readonly ContributorRole[];
  /** What the console may offer on this website: the owner endpoints answer 403 to the rest. */
  readonly access: OwnerAccess & { readonly mainNavigation: AreaAccess };
}

/** The owner console's site picker: the websites the logged-in contributor holds a role on. */
@ApiTags('sites (owner)')
@Controller('api/owner/sites')
export class OwnerSitesController {
  constructor(
    @Inject(CONTRIBUTOR_SESSIONS) private readonly sessions: ContributorSessions,
    @Inject(OwnerSiteQueries) private readonly queries: OwnerSiteQueries,
  ) {}

  @Get()
  async mine(@Req() request: Request): Promise<{ sites: OwnedSiteView[] }> {
    const contributor = await this.sessions.contributorOf(request);
    if (!contributor) throw new ApiError(401, HttpMessages.LOGIN_REQUIRED);
    const rolesOn = (websiteId: string) => contributor.roles.filter((grant) => grant.websiteId === websiteId).map((grant) => grant.role);
    const sites = await this.queries.sitesByIds([...new Set(contributor.roles.map((grant) => grant.websiteId))]);
    return {
      sites: sites.map((site) => {
        const roles = rolesOn(site.websiteId);
        const mainNavigation: AreaAccess = roles.some((role) => SITE_LAYOUT_ROLES.includes(role)) ? 'edit' : 'none';
        return { ...site, roles, access: { ...ownerAccessOf(roles), mainNavigation } };
      }),
    };
  }
}
