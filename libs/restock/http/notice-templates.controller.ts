import { Body, Controller, Get, Header, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { CATALOG_WRITER_ROLES, CurrentSite, RequireRoles, SiteGuard, type ResolvedSite } from '@mercato/http';
import { NOTICE_LANGUAGE_PATTERN } from '@mercato/restock/application';
import { RestockError } from '@mercato/restock/domain';
import { NoticeTemplates } from '@mercato/restock/infrastructure';
import type { NoticeTemplatesView, SiteNoticeTemplate } from '@mercato/restock/views';
import { NoticeTemplateDto } from './restock.dto';

/** Project addition: the owner's back-in-stock mail templates (JSON-T), one set per language. */
@ApiTags('restock')
@Controller('api/site-users/account/notifications/restock/templates')
@UseGuards(SiteGuard)
export class NoticeTemplatesController {
  constructor(@Inject(NoticeTemplates) private readonly templates: NoticeTemplates) {}

  @Get()
  @RequireRoles(...CATALOG_WRITER_ROLES)
  @Header('cache-control', 'no-store')
  async list(@CurrentSite() site: ResolvedSite): Promise<NoticeTemplatesView> {
    return { templates: await this.templates.list(site.websiteId) };
  }

  /** 400 with the engine's error when a part does not compile; nothing is saved then. */
  @Put(':language')
  @RequireRoles(...CATALOG_WRITER_ROLES)
  @ApiParam({ name: 'language', description: 'A language tag such as en or fr-CA.', schema: { type: 'string', pattern: NOTICE_LANGUAGE_PATTERN.source } })
  async save(@CurrentSite() site: ResolvedSite, @Param('language') language: string, @Body() body: NoticeTemplateDto): Promise<SiteNoticeTemplate> {
    if (!NOTICE_LANGUAGE_PATTERN.test(language)) throw new RestockError('invalid', 'The language must be a language tag such as en or fr-CA.', 'language');
    return this.templates.save(site.websiteId, language, body);
  }
}
