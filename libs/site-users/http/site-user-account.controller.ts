import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiError, ApiErrors, clientAddress, crumbFailure, CurrentSite, firstHeaderValue, SiteGuard, type ResolvedSite } from '@mercato/http';
import { CART_MESSAGES, SITE_USER_MESSAGES, SITE_USER_XSRF_HEADER } from '@mercato/spec';
import { JoinSiteUserCommand, SiteUserLoginThrottle, SiteUserSessions, type JoinedSiteUser, type SiteUserAccount } from '@mercato/site-users/application';
import { clearSessionCookies, sessionTokenOf, setSessionCookies } from './site-user-cookies';
import { JoinDto, LogInDto, LogOutQueryDto } from './site-user.dto';

/** Who is signed in: the account API's answer. */
export interface SiteUserAccountView {
  siteUserId: string;
  email: string;
}

const accountView = (account: SiteUserAccount | JoinedSiteUser): SiteUserAccountView => ({ siteUserId: account.siteUserId, email: account.email });

/** Site-user accounts of the site the request's host names: join, sign in (spec §7), who is signed in, sign out. */
@ApiTags('site-users')
@Controller('api/site-users/account')
@UseGuards(SiteGuard)
export class SiteUserAccountController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SiteUserSessions) private readonly sessions: SiteUserSessions,
    @Inject(SiteUserLoginThrottle) private readonly throttle: SiteUserLoginThrottle,
  ) {}

  @Post()
  @ApiErrors(404, 409)
  @ApiOperation({ summary: 'Joins the site as a site user (sign-up) with an email and a password; answers siteUserId and email. Does not sign in.' })
  async join(@CurrentSite() site: ResolvedSite, @Body() body: JoinDto): Promise<SiteUserAccountView> {
    return accountView(await this.commands.execute(new JoinSiteUserCommand(site.websiteId, body.email, body.password)));
  }

  @Get()
  @ApiErrors(401, 404)
  @ApiOperation({ summary: 'The signed-in site user (siteUserId, email), or 401.' })
  async current(@CurrentSite() site: ResolvedSite, @Req() request: Request): Promise<SiteUserAccountView> {
    const token = sessionTokenOf(request);
    const account = token ? await this.sessions.accountOf(site.websiteId, token) : null;
    if (!account) throw new ApiError(401, SITE_USER_MESSAGES.notSignedIn);
    return accountView(account);
  }

  @Post('session')
  @HttpCode(200)
  @ApiErrors(401, 404, 429)
  @ApiOperation({ summary: `Signs in (spec §7): sets the HttpOnly session cookie and the SiteUserInfo cookie; answers xsrfToken, to be sent as ${SITE_USER_XSRF_HEADER}.` })
  async logIn(@CurrentSite() site: ResolvedSite, @Body() body: LogInDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ xsrfToken: string }> {
    // Spec §8: a 429 reads "Please try again in a few seconds."; counted before any password is checked.
    if (!this.throttle.admit(site.websiteId, body.email, clientAddress(request))) throw new ApiError(429, CART_MESSAGES.rateLimited);
    const account = await this.sessions.authenticate(site.websiteId, body.email, body.password);
    if (!account) throw new ApiError(401, SITE_USER_MESSAGES.invalidCredentials);
    const rememberMe = body.rememberMe === true;
    const session = await this.sessions.open(account, rememberMe);
    setSessionCookies(request, response, account, session, rememberMe);
    return { xsrfToken: session.xsrfToken };
  }

  @Delete('session')
  @HttpCode(204)
  @ApiErrors(403, 404)
  @ApiOperation({ summary: `Signs out (spec §7): revokes the session. Needs ${SITE_USER_XSRF_HEADER}; a missing or wrong one answers 403 with crumbFail. cloneCart is accepted and not yet acted on.` })
  async logOut(@Query() _query: LogOutQueryDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    const token = sessionTokenOf(request);
    if (token) {
      const xsrfToken = firstHeaderValue(request.headers[SITE_USER_XSRF_HEADER.toLowerCase()]);
      if (!xsrfToken || !(await this.sessions.xsrfMatches(token, xsrfToken))) throw crumbFailure();
      await this.sessions.close(token);
    }
    clearSessionCookies(response);
  }
}
