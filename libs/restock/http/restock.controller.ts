import { Body, Controller, Get, Header, HttpCode, Inject, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CATALOG_WRITER_ROLES, CrumbGuard, CurrentSite, RequireRoles, SiteGuard, isHttpsRequest, parseRequestHost, trustsProxy, type ResolvedSite } from '@mercato/http';
import { SendRestockNoticesCommand, SignUpForRestockCommand, type SendOutcome } from '@mercato/restock/application';
import { SignUpQueries } from '@mercato/restock/projections';
import type { RestockOutboxView, SendAllOutcome, SignUpGroupsPageView, SignUpsPageView } from '@mercato/restock/views';
import { SiteLockGuard } from '@mercato/site-users/ports';
import { RestockSignUpDto, SendAllDto, SendRequestDto, SignUpGroupsQueryDto, SignUpsQueryDto } from './restock.dto';

/** Origin of the storefront the request came to, its port included: restock notices link back there. */
function siteUrlOf(request: Request, site: ResolvedSite): string {
  const host = parseRequestHost(request.headers, trustsProxy()) ?? site.host;
  const hostHeader = (trustsProxy() ? request.headers['x-forwarded-host'] : undefined) ?? request.headers.host;
  const port = /:(\d{1,5})$/.exec(String(hostHeader ?? '').split(',')[0]?.trim() ?? '')?.[1];
  return `${isHttpsRequest(request, trustsProxy()) ? 'https' : 'http'}://${host}${port ? `:${port}` : ''}`;
}

const totals = (results: readonly SendOutcome[]) => ({
  sent: results.reduce((sum, result) => sum + result.sent, 0),
  waiting: results.reduce((sum, result) => sum + result.waiting, 0),
});

/** Spec §7 restock calls: the visitor's sign-up, and the owner's lists and sends. */
@ApiTags('restock')
@Controller('api/site-users/account/notifications/restock')
@UseGuards(SiteGuard)
export class RestockController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SignUpQueries) private readonly queries: SignUpQueries,
  ) {}

  /**
   * Spec §7: POST .../restock with the sign-up payload; the answer's body is not shown. Behind the
   * site's lock screen as the product page it is sent from (the owner's calls below are not).
   */
  @Post()
  @HttpCode(200)
  @UseGuards(SiteLockGuard, CrumbGuard)
  async signUp(@CurrentSite() site: ResolvedSite, @Body() body: RestockSignUpDto, @Req() request: Request): Promise<Record<string, never>> {
    await this.commands.execute(
      new SignUpForRestockCommand(
        site.websiteId,
        {
          productId: body.productId,
          variantId: body.variantId,
          siteVisitorEmail: body.siteVisitorEmail,
          isJoinMailingList: body.isJoinMailingList,
          language: body.language ?? '',
          captchaToken: body.captchaToken ?? body.recaptchaEnterpriseV3Token ?? '',
        },
        request.ip ?? '',
      ),
    );
    return {};
  }

  @Get('groups')
  @ApiOkResponse({ description: "One page of spec §3's sign-up groups; `sendableCount` is a project addition: what a send would mail now, as the send decides it." })
  @RequireRoles(...CATALOG_WRITER_ROLES)
  async groups(@CurrentSite() site: ResolvedSite, @Query() query: SignUpGroupsQueryDto): Promise<SignUpGroupsPageView> {
    const page = await this.queries.groups(site.websiteId, query.cursor);
    return { signUpGroups: page.rows, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
  }

  @Get()
  @RequireRoles(...CATALOG_WRITER_ROLES)
  async signUps(@CurrentSite() site: ResolvedSite, @Query() query: SignUpsQueryDto): Promise<SignUpsPageView> {
    const page = await this.queries.signUps(site.websiteId, query.productId, query.variantId, query.cursor);
    return { signUps: page.rows, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
  }

  /** Notifies the variant's oldest waiting sign-ups, as many as it has units in stock. */
  @Post('send')
  @HttpCode(200)
  @RequireRoles(...CATALOG_WRITER_ROLES)
  async send(@CurrentSite() site: ResolvedSite, @Body() body: SendRequestDto, @Req() request: Request): Promise<SendOutcome> {
    const [result] = await this.commands.execute<SendRestockNoticesCommand, SendOutcome[]>(new SendRestockNoticesCommand(site.websiteId, [body], siteUrlOf(request, site)));
    return result;
  }

  @Post('send/all')
  @HttpCode(200)
  @RequireRoles(...CATALOG_WRITER_ROLES)
  async sendAll(@CurrentSite() site: ResolvedSite, @Body() body: SendAllDto, @Req() request: Request): Promise<SendAllOutcome> {
    const results = await this.commands.execute<SendRestockNoticesCommand, SendOutcome[]>(new SendRestockNoticesCommand(site.websiteId, body.sendRequests, siteUrlOf(request, site)));
    return { results, ...totals(results) };
  }

  /** The owner console's view of the restock mails in the outbox (where they stay without SMTP_URL): the latest, and all of them by state. */
  @Get('outbox')
  @RequireRoles(...CATALOG_WRITER_ROLES)
  @Header('cache-control', 'no-store')
  async outbox(@CurrentSite() site: ResolvedSite): Promise<RestockOutboxView> {
    const [mails, counts] = await Promise.all([this.queries.restockMails(site.websiteId), this.queries.restockMailCounts(site.websiteId)]);
    return { mails, counts };
  }
}
