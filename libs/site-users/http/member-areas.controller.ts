import { Body, Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors, CurrentSite, RequireRoles, SiteGuard, type ResolvedSite } from '@mercato/http';
import { SiteLockGuard } from '@mercato/site-users/ports';
import { SITE_USER_XSRF_HEADER } from '@mercato/spec';
import { SITE_USER_OWNER_ROLES } from '@mercato/site-users/domain';
import { MemberAreas, SiteUserSessions, type MemberAreaView, type PageAccess } from '@mercato/site-users/application';
import { AssignPagesDto, CreateMemberAreaDto, GrantMembershipDto, PageAccessQueryDto } from './member-areas.dto';
import { sessionTokenOf } from './site-user-cookies';
import { SignedIn } from './signed-in';

/** Who sets up member areas and grants or revokes memberships (issue 14: admin and website manager write). */
export const MEMBER_AREA_OWNER_ROLES = SITE_USER_OWNER_ROLES;

const areaId = new ParseUUIDPipe();

/** Visitors and member areas (spec §6): whether a page is members-only for them, and joining a free area. */
@ApiTags('site-users')
@Controller('api/site-users/member-areas')
// Behind the site's lock screen: which pages an area closes is the site's to tell only inside it.
@UseGuards(SiteGuard, SiteLockGuard)
export class MemberAreasController {
  constructor(
    @Inject(MemberAreas) private readonly areas: MemberAreas,
    @Inject(SiteUserSessions) private readonly sessions: SiteUserSessions,
    @Inject(SignedIn) private readonly signedIn: SignedIn,
  ) {}

  @Get('access')
  @ApiErrors(403, 404)
  @ApiOperation({ summary: 'Whether the visitor (signed in or not) may view a page: allowed, and the member area protecting it (null for a public page).' })
  async access(@CurrentSite() site: ResolvedSite, @Query() query: PageAccessQueryDto, @Req() request: Request): Promise<PageAccess> {
    const token = sessionTokenOf(request);
    const account = token ? await this.sessions.accountOf(site.websiteId, token) : null;
    return this.areas.pageAccess(site.websiteId, query.pageId, account?.siteUserId);
  }

  @Post(':memberAreaId/join')
  @HttpCode(204)
  @ApiErrors(400, 401, 403, 404, 409)
  @ApiOperation({ summary: `Joins a free member area as the signed-in site user (MembershipGranted). Needs ${SITE_USER_XSRF_HEADER}. A paid area is joined by buying its paywall product through checkout.` })
  async join(@CurrentSite() site: ResolvedSite, @Param('memberAreaId', areaId) memberAreaId: string, @Req() request: Request): Promise<void> {
    const account = await this.signedIn.accountChanging(site.websiteId, request);
    await this.areas.grant(site.websiteId, memberAreaId, account.siteUserId, 'free_join');
  }
}

/** The owner's member areas (console): create, assign pages, grant and revoke memberships. */
@ApiTags('site-users (owner)')
@Controller('api/site-users/owner/member-areas')
@RequireRoles(...MEMBER_AREA_OWNER_ROLES)
@UseGuards(SiteGuard)
export class OwnerMemberAreasController {
  constructor(@Inject(MemberAreas) private readonly areas: MemberAreas) {}

  @Get()
  @ApiErrors(401, 403, 404)
  @ApiOperation({ summary: "The site's member areas with their pages." })
  list(@CurrentSite() site: ResolvedSite): Promise<MemberAreaView[]> {
    return this.areas.list(site.websiteId);
  }

  @Post()
  @ApiErrors(400, 401, 403, 404)
  @ApiOperation({ summary: 'Creates a member area (name, freeJoin, optional paywallProductId).' })
  create(@CurrentSite() site: ResolvedSite, @Body() body: CreateMemberAreaDto): Promise<MemberAreaView> {
    return this.areas.create(site.websiteId, body.name, body.freeJoin, body.paywallProductId);
  }

  @Put(':memberAreaId/pages')
  @ApiErrors(400, 401, 403, 404)
  @ApiOperation({ summary: 'Sets the pages (collection ids) the member area protects, replacing the previous list.' })
  assignPages(@CurrentSite() site: ResolvedSite, @Param('memberAreaId', areaId) memberAreaId: string, @Body() body: AssignPagesDto): Promise<MemberAreaView> {
    return this.areas.assignPages(site.websiteId, memberAreaId, body.pageIds);
  }

  @Put(':memberAreaId/members/:siteUserId')
  @HttpCode(204)
  @ApiErrors(400, 401, 403, 404, 409)
  @ApiOperation({ summary: 'Grants a site user membership, optionally until expiresAt (ms).' })
  // No body grants a membership without an end.
  @ApiBody({ type: GrantMembershipDto, required: false })
  async grant(@CurrentSite() site: ResolvedSite, @Param('memberAreaId', areaId) memberAreaId: string, @Param('siteUserId', areaId) siteUserId: string, @Body() body: GrantMembershipDto): Promise<void> {
    await this.areas.grant(site.websiteId, memberAreaId, siteUserId, 'owner', body.expiresAt);
  }

  @Delete(':memberAreaId/members/:siteUserId')
  @HttpCode(204)
  @ApiErrors(400, 401, 403, 404)
  @ApiOperation({ summary: "Revokes a site user's membership." })
  async revoke(@CurrentSite() site: ResolvedSite, @Param('memberAreaId', areaId) memberAreaId: string, @Param('siteUserId', areaId) siteUserId: string): Promise<void> {
    await this.areas.revoke(site.websiteId, memberAreaId, siteUserId);
  }
}
