import { Body, Controller, Delete, Get, Inject, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { CurrentSite, RequireRoles, SiteGuard, type ResolvedSite } from '@mercato/http';
import { LanguageMessages, MAX_FOOTER_TEXT_LENGTH, MAX_HEADER_TAGLINE_LENGTH, MAX_HEADER_TITLE_LENGTH, MAX_SITE_LANGUAGES, primaryLanguageOf } from '@mercato/spec';
import { ChangeSiteSettingsCommand, SiteStateReader, type CreatedSiteState, type SiteSettingsChange } from '@mercato/sites/application';
import { SiteError } from '@mercato/sites/domain';
import type { MultilingualSettingsView, MultilingualStatusView, SiteHeaderFooterView, SiteLanguageView } from '@mercato/views';
import { SITE_SETTINGS_READER_ROLES, SITE_SETTINGS_WRITER_ROLES } from './site-settings.roles';

export class SiteHeaderDto {
  @IsString() @MaxLength(MAX_HEADER_TITLE_LENGTH) title!: string;
  @IsString() @MaxLength(MAX_HEADER_TAGLINE_LENGTH) tagline!: string;
}

export class SiteFooterDto {
  @IsString() @MaxLength(MAX_FOOTER_TEXT_LENGTH) text!: string;
}

/** Spec §7 PUT /api/site-header-footer { header, footer }. */
export class SiteHeaderFooterDto {
  @IsObject() @ValidateNested() @Type(() => SiteHeaderDto) header!: SiteHeaderDto;
  @IsObject() @ValidateNested() @Type(() => SiteFooterDto) footer!: SiteFooterDto;
}

export class SiteLanguageDto {
  /** A BCP 47 tag, or with `custom` the owner's own code. */
  @IsString() @MaxLength(35) code!: string;
  @IsOptional() @IsBoolean() custom?: boolean;
}

/** Spec §7 PUT /api/multilingual/languages { languages }: primary first. */
export class SiteLanguagesDto {
  @IsArray()
  @ArrayMinSize(1, { message: LanguageMessages.COUNT })
  @ArrayMaxSize(MAX_SITE_LANGUAGES, { message: LanguageMessages.COUNT })
  @ValidateNested({ each: true })
  @Type(() => SiteLanguageDto)
  languages!: SiteLanguageDto[];
}

/** Owner endpoints of the site's settings: read by every granted role, changed by admins and website managers. */
@ApiTags('sites')
@Controller('api')
@UseGuards(SiteGuard)
export class SiteSettingsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SiteStateReader) private readonly sites: SiteStateReader,
  ) {}

  @Get('site-header-footer')
  @RequireRoles(...SITE_SETTINGS_READER_ROLES)
  async headerFooter(@CurrentSite() site: ResolvedSite): Promise<SiteHeaderFooterView> {
    return headerFooterOf(await this.site(site.websiteId));
  }

  @Put('site-header-footer')
  @RequireRoles(...SITE_SETTINGS_WRITER_ROLES)
  async saveHeaderFooter(@CurrentSite() site: ResolvedSite, @Body() body: SiteHeaderFooterDto): Promise<SiteHeaderFooterView> {
    return headerFooterOf(await this.change(site.websiteId, { type: 'UpdateHeaderFooter', header: body.header, footer: body.footer }));
  }

  @Get('multilingual/settings')
  @RequireRoles(...SITE_SETTINGS_READER_ROLES)
  async multilingualSettings(@CurrentSite() site: ResolvedSite): Promise<MultilingualSettingsView> {
    const state = await this.site(site.websiteId);
    return { websiteId: state.websiteId, ...statusOf(state), primaryLanguage: primaryLanguageOf(state.languages, state.locale), languages: state.languages };
  }

  @Get('multilingual/status')
  @RequireRoles(...SITE_SETTINGS_READER_ROLES)
  async multilingualStatus(@CurrentSite() site: ResolvedSite): Promise<MultilingualStatusView> {
    return statusOf(await this.site(site.websiteId));
  }

  @Get('multilingual/languages')
  @RequireRoles(...SITE_SETTINGS_READER_ROLES)
  async languages(@CurrentSite() site: ResolvedSite): Promise<{ languages: readonly SiteLanguageView[] }> {
    return { languages: (await this.site(site.websiteId)).languages };
  }

  @Put('multilingual/languages')
  @RequireRoles(...SITE_SETTINGS_WRITER_ROLES)
  async setLanguages(@CurrentSite() site: ResolvedSite, @Body() body: SiteLanguagesDto): Promise<{ languages: readonly SiteLanguageView[] }> {
    const languages = body.languages.map(({ code, custom }) => ({ code, custom: custom ?? false }));
    return { languages: (await this.change(site.websiteId, { type: 'SetLanguages', languages })).languages };
  }

  /** Leaves multilingual: the site is back to its locale alone. Disconnecting twice is a no-op. */
  @Delete('multilingual/connection')
  @RequireRoles(...SITE_SETTINGS_WRITER_ROLES)
  async disconnect(@CurrentSite() site: ResolvedSite): Promise<MultilingualStatusView> {
    return statusOf(await this.change(site.websiteId, { type: 'DisconnectMultilingual' }));
  }

  private async site(websiteId: string): Promise<CreatedSiteState> {
    const state = await this.sites.stateOf(websiteId);
    if (state.status !== 'created') throw new SiteError('not_found', 'Site not found.');
    return state;
  }

  private change(websiteId: string, change: SiteSettingsChange): Promise<CreatedSiteState> {
    return this.commands.execute(new ChangeSiteSettingsCommand(websiteId, change));
  }
}

const headerFooterOf = (state: CreatedSiteState): SiteHeaderFooterView => ({ header: state.header, footer: state.footer });
const statusOf = (state: CreatedSiteState): MultilingualStatusView => ({ connected: state.languages.length > 0, languageCount: state.languages.length });
