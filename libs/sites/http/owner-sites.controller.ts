import { Controller, Get, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { ApiError, ApiErrors, CATALOG_READER_ROLES, CATALOG_WRITER_ROLES, CONTRIBUTOR_SESSIONS, HttpMessages, OWNER_SESSION_SECURITY, areaAccessOf, type ContributorSessions } from '@mercato/http';
import { MAIL_OUTBOX_READER_ROLES } from '@mercato/mail';
import { OwnerSiteQueries } from '@mercato/sites/projections';
import type { OwnedSiteView } from '@mercato/views';
import { SITE_LAYOUT_ROLES } from './sites.controller';
import { STORE_SETTINGS_READER_ROLES, STORE_SETTINGS_WRITER_ROLES } from './store-settings.controller';
import { SITE_SETTINGS_READER_ROLES, SITE_SETTINGS_WRITER_ROLES } from './site-settings.roles';

/** The owner console's site picker: the websites the logged-in contributor holds a role on. */
@ApiTags('sites (owner)')
@ApiCookieAuth(OWNER_SESSION_SECURITY)
@ApiErrors(401)
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
        const access = {
          catalog: areaAccessOf(roles, { edit: CATALOG_WRITER_ROLES, view: CATALOG_READER_ROLES }),
          storeSettings: areaAccessOf(roles, { edit: STORE_SETTINGS_WRITER_ROLES, view: STORE_SETTINGS_READER_ROLES }),
          mainNavigation: areaAccessOf(roles, { edit: SITE_LAYOUT_ROLES }),
          siteSettings: areaAccessOf(roles, { edit: SITE_SETTINGS_WRITER_ROLES, view: SITE_SETTINGS_READER_ROLES }),
          // The mail outbox is read only: 'view' for its readers.
          mail: areaAccessOf(roles, { edit: [], view: MAIL_OUTBOX_READER_ROLES }),
        };
        return { ...site, roles, access };
      }),
    };
  }
}
