import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiErrors, CurrentSite, RequireRoles, SiteGuard, type ResolvedSite } from '@mercato/http';
import { MEMBER_LIST_LIMIT, SiteUserDirectory } from '@mercato/site-users/application';
import type { SiteMembersView } from '@mercato/site-users/views';
import { MEMBER_AREA_OWNER_ROLES } from './member-areas.controller';

export class MembersQueryDto {
  /** Part of an email; none lists the first site users by email. */
  @IsOptional()
  @IsString()
  @MaxLength(256)
  search?: string;
}

/** The console's Members page: the site's users and the member areas each is in (grants and revokes go through the member areas). */
@ApiTags('site-users (owner)')
@Controller('api/site-users/owner/members')
@RequireRoles(...MEMBER_AREA_OWNER_ROLES)
@UseGuards(SiteGuard)
export class OwnerMembersController {
  constructor(@Inject(SiteUserDirectory) private readonly directory: SiteUserDirectory) {}

  @Get()
  @ApiErrors(400, 401, 403, 404)
  @ApiOperation({ summary: `The site's users whose email contains search (first ${MEMBER_LIST_LIMIT} by email), each with the member areas they are in now.` })
  async list(@CurrentSite() site: ResolvedSite, @Query() query: MembersQueryDto): Promise<SiteMembersView> {
    return { members: await this.directory.search(site.websiteId, query.search ?? '') };
  }
}
