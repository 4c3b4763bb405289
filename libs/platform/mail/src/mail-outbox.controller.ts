import { Controller, Get, Header, Inject, Module, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { DataSource } from 'typeorm';
import { CurrentSite, RequireRoles, SiteGuard, type ResolvedSite } from '@mercato/http';
import { ContributorRole } from '@mercato/spec';
import type { MailOutboxView } from '@mercato/views';
import { listOutbox, outboxCountsBySource, totalCounts } from './outbox';

export type { MailOutboxView } from '@mercato/views';

/**
 * Who reads a site's whole outbox: the roles that run the whole site. Its mails span every area
 * (order confirmations, gift card codes, site users' sign-in links), more than any one area's role sees.
 */
export const MAIL_OUTBOX_READER_ROLES: readonly ContributorRole[] = [ContributorRole.ADMIN, ContributorRole.WEBSITE_MANAGER];

/** Mails a page of the owner's outbox shows, newest first. */
export const MAIL_OUTBOX_PAGE_SIZE = 50;

export class MailOutboxQueryDto {
  /** One context's mails (`forms`, `orders`, `gift-cards`, `site-users`, `restock`, …); all of them when left out. */
  @IsOptional() @IsString() @MaxLength(50) @Matches(/^[a-z][a-z0-9-]*$/, { message: 'source must be an outbox source such as restock or forms.' }) source?: string;
}

/**
 * Project addition (issue 16 §4): the site's mail outbox, every kind of mail. In the embedded
 * default (no SMTP_URL) mails stay here, and the owner console's Mail page reads them; always one
 * site's rows (the host's), never another's.
 */
@ApiTags('mail')
@Controller('api/mail/outbox')
@UseGuards(SiteGuard)
export class MailOutboxController {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  @Get()
  @RequireRoles(...MAIL_OUTBOX_READER_ROLES)
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: `The site's latest ${MAIL_OUTBOX_PAGE_SIZE} mails, newest first, and the counts by state (all of the site's mails of the source asked for, and by source).` })
  async outbox(@CurrentSite() site: ResolvedSite, @Query() query: MailOutboxQueryDto): Promise<MailOutboxView> {
    const filter = { websiteId: site.websiteId, source: query.source };
    const [mails, bySource] = await Promise.all([listOutbox(this.dataSource, { ...filter, limit: MAIL_OUTBOX_PAGE_SIZE }), outboxCountsBySource(this.dataSource, filter)]);
    const sources = Object.entries(bySource)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([source, counts]) => ({ source, counts }));
    return { mails, counts: totalCounts(bySource), sources };
  }
}

/** The owner's view of the outbox, for the process that serves the console (the embedded gateway). */
@Module({ controllers: [MailOutboxController] })
export class MailOutboxModule {}
