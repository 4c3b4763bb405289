import { Body, Controller, Get, HttpCode, Inject, Optional, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { JSONSchema } from 'class-validator-jsonschema';
import { ArrayMaxSize, IsArray, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ApiErrors, CurrentSite, RequireRoles, SiteGuard, siteNotFound, type ResolvedSite } from '@mercato/http';
import type { IncomingMessage } from 'node:http';
import type { NavigationItemView, SiteLayoutView, UpdateNavigationRequest } from '@mercato/views';
import { ContributorRole, SITE_LOCK_PAGE_ID } from '@mercato/spec';
import { PAGE_GATE, type PageGate } from '@mercato/site-users/ports';
import { SiteStateReader, StorefrontSiteReader, UpdateNavigationCommand } from '@mercato/sites/application';
import { type StorefrontSiteView } from '@mercato/sites/projections';

/** Who may read and change the site layout: the roles that build the site or run its store. */
export const SITE_LAYOUT_ROLES: readonly ContributorRole[] = [ContributorRole.ADMIN, ContributorRole.WEBSITE_MANAGER, ContributorRole.EDITOR, ContributorRole.STORE_MANAGER];

const NAVIGATION_TARGETS = ['collectionId', 'externalLink', 'memberAreaId'];

/** Links to exactly one of a collection, an external link or a member area (the site decider's rule). */
@JSONSchema({ oneOf: NAVIGATION_TARGETS.map((target) => ({ required: [target], not: { anyOf: NAVIGATION_TARGETS.filter((other) => other !== target).map((other) => ({ required: [other] })) } })) })
export class NavigationItemDto implements NavigationItemView {
  @IsOptional() @IsString() @MaxLength(100) collectionId?: string;
  @IsOptional() @IsString() @MaxLength(2000) externalLink?: string;
  @IsOptional() @IsString() @MaxLength(100) memberAreaId?: string;
  @IsOptional() @IsString() @MaxLength(200) title?: string;
  @IsOptional() @IsArray() @ArrayMaxSize(100) @ValidateNested({ each: true }) @Type(() => NavigationItemDto) children?: NavigationItemDto[];
}

export class NavigationDto {
  @IsArray() @ArrayMaxSize(250) @ValidateNested({ each: true }) @Type(() => NavigationItemDto) items!: NavigationItemDto[];
}

/** Spec §7: POST /api/widget/UpdateNavigation { fieldName, templateId, navigation.items } */
export class UpdateNavigationDto implements UpdateNavigationRequest {
  @IsString() @MaxLength(100) fieldName!: string;
  @IsString() @MaxLength(100) templateId!: string;
  @IsObject() @ValidateNested() @Type(() => NavigationDto) navigation!: NavigationDto;
}

@ApiTags('sites')
@Controller('api')
export class SitesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SiteStateReader) private readonly sites: SiteStateReader,
    @Inject(StorefrontSiteReader) private readonly shells: StorefrontSiteReader,
    /** The site's lock screen (site-users); absent where that context does not run beside this one. */
    @Optional() @Inject(PAGE_GATE) private readonly gate: PageGate | null,
  ) {}

  /**
   * The storefront's site shell: title, header, footer, main navigation, store settings, languages and
   * ACTIVE experiments. Read by the
   * lock screen too, so it stays open under the site's lock, but without the navigation (its pages' titles).
   */
  @Get('storefront/site')
  @UseGuards(SiteGuard)
  async storefrontSite(@CurrentSite() site: ResolvedSite, @Req() request: IncomingMessage): Promise<StorefrontSiteView> {
    const view = await this.shells.siteOf(site.websiteId);
    if (!view) throw siteNotFound();
    const access = await this.gate?.check(site.websiteId, SITE_LOCK_PAGE_ID, request.headers.cookie);
    return access && !access.open ? { ...view, navigation: [] } : view;
  }

  /** Spec §7: GET /api/commondata/GetSiteLayout — the layout with its navigation links. */
  @Get('commondata/GetSiteLayout')
  @RequireRoles(...SITE_LAYOUT_ROLES)
  @UseGuards(SiteGuard)
  async siteLayout(@CurrentSite() site: ResolvedSite): Promise<SiteLayoutView> {
    const state = await this.sites.stateOf(site.websiteId);
    if (state.status === 'absent') throw siteNotFound();
    return {
      websiteId: site.websiteId,
      templateId: state.templateId,
      navigations: Object.entries(state.navigations).map(([fieldName, navigation]) => ({ fieldName, title: navigation.title, links: navigation.items })),
    };
  }

  @Post('widget/UpdateNavigation')
  @HttpCode(200)
  @ApiErrors(409)
  @RequireRoles(...SITE_LAYOUT_ROLES)
  @UseGuards(SiteGuard)
  async updateNavigation(@CurrentSite() site: ResolvedSite, @Body() body: UpdateNavigationDto) {
    await this.commands.execute(new UpdateNavigationCommand(site.websiteId, { fieldName: body.fieldName, templateId: body.templateId, items: body.navigation.items }));
    return { fieldName: body.fieldName, items: body.navigation.items };
  }
}
