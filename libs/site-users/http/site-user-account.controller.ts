import { Body, Controller, Delete, Get, HttpCode, Inject, Optional, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CART_HANDOVER, type CartHandover } from '@mercato/cart/ports';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiError, ApiErrors, clientAddress, CrumbGuard, CurrentSite, SiteGuard, type ResolvedSite } from '@mercato/http';
import { SiteLockGuard } from '@mercato/site-users/ports';
import { CART_MESSAGES, SITE_USER_MESSAGES, SITE_USER_XSRF_HEADER } from '@mercato/spec';
import {
  JoinSiteUserCommand,
  SiteUserAccountChanges,
  SiteUserLoginThrottle,
  SiteUserSessions,
  type JoinedSiteUser,
  type SignedInAccount,
} from '@mercato/site-users/application';
import { cartCookieOf, clearSessionCookies, sessionTokenOf, setCartCookie, setSessionCookies } from './site-user-cookies';
import { ChangeLocaleDto, JoinDto, LogInDto, LogOutQueryDto } from './site-user.dto';
import { requestOrigin } from './request-origin';
import { SignedIn } from './signed-in';

/** Who is signed in: the account API's answer. */
export interface SiteUserAccountView {
  siteUserId: string;
  email: string;
}

const accountView = (account: JoinedSiteUser): SiteUserAccountView => ({ siteUserId: account.siteUserId, email: account.email });
const signedInView = (account: SignedInAccount) => ({ ...accountView(account), emailVerified: account.emailVerified, language: account.language });

/**
 * Site-user accounts of the site the request's host names: join, sign in (spec §7), who is signed in, locale, sign out.
 * All but signing out sit behind the site's lock screen (SiteLockGuard): ending a session only takes access away.
 */
@ApiTags('site-users')
@Controller('api/site-users/account')
@UseGuards(SiteGuard)
export class SiteUserAccountController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SiteUserSessions) private readonly sessions: SiteUserSessions,
    @Inject(SiteUserLoginThrottle) private readonly throttle: SiteUserLoginThrottle,
    @Inject(SiteUserAccountChanges) private readonly changes: SiteUserAccountChanges,
    @Inject(SignedIn) private readonly signedIn: SignedIn,
    /** The cart, where this process runs it (the embedded gateway); without it the cart cookie is left alone. */
    @Optional() @Inject(CART_HANDOVER) private readonly cart: CartHandover | null,
  ) {}

  @Post()
  @UseGuards(SiteLockGuard, CrumbGuard)
  @ApiErrors(403, 404, 409)
  @ApiOperation({
    summary: 'Joins the site as a site user (sign-up) with an email and a password; mails a link to verify the email. Answers siteUserId and email. Does not sign in. Needs the crumb (X-CSRF-Token equal to the crumb cookie); without it 403 with crumbFail.',
  })
  async join(@CurrentSite() site: ResolvedSite, @Body() body: JoinDto, @Req() request: Request): Promise<SiteUserAccountView> {
    return accountView(await this.commands.execute(new JoinSiteUserCommand(site.websiteId, body.email, body.password, requestOrigin(request, site.host))));
  }

  @Get()
  @UseGuards(SiteLockGuard)
  @ApiErrors(401, 403, 404)
  @ApiOperation({ summary: 'The signed-in site user (siteUserId, email, emailVerified, language), or 401.' })
  async current(@CurrentSite() site: ResolvedSite, @Req() request: Request) {
    return signedInView(await this.signedIn.account(site.websiteId, request));
  }

  @Post('session')
  @HttpCode(200)
  @UseGuards(SiteLockGuard, CrumbGuard)
  @ApiErrors(401, 403, 404, 429)
  @ApiOperation({
    summary: `Signs in (spec §7): merges the visitor's cart into the site user's and points the cart cookie at it; sets the HttpOnly session cookie and the SiteUserInfo cookie; answers xsrfToken, to be sent as ${SITE_USER_XSRF_HEADER}. Needs the crumb; without it 403 with crumbFail.`,
  })
  async logIn(@CurrentSite() site: ResolvedSite, @Body() body: LogInDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ xsrfToken: string }> {
    // Spec §8: a 429 reads "Please try again in a few seconds."; counted before any password is checked.
    if (!(await this.throttle.admit(site.websiteId, body.email, clientAddress(request)))) throw new ApiError(429, CART_MESSAGES.rateLimited);
    const account = await this.sessions.authenticate(site.websiteId, body.email, body.password);
    if (!account) throw new ApiError(401, SITE_USER_MESSAGES.invalidCredentials);
    const rememberMe = body.rememberMe === true;
    // Before the session opens: a failed merge signs nobody in, and the retried sign-in merges once.
    if (this.cart) setCartCookie(request, response, await this.cart.signedIn(site.websiteId, account.siteUserId, cartCookieOf(request)));
    const session = await this.sessions.open(account, rememberMe);
    setSessionCookies(request, response, account, session, rememberMe);
    return { xsrfToken: session.xsrfToken };
  }

  @Delete('session')
  @HttpCode(204)
  @ApiErrors(403, 404)
  @ApiOperation({
    summary: `Signs out (spec §7): revokes the session. Needs ${SITE_USER_XSRF_HEADER}; a missing or wrong one answers 403 with crumbFail. cloneCart=true leaves the visitor a copy of the cart; otherwise the cart stays with the account.`,
  })
  async logOut(@CurrentSite() site: ResolvedSite, @Query() query: LogOutQueryDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    const token = sessionTokenOf(request);
    if (token) {
      await this.signedIn.checkXsrf(request, token);
      const signedIn = await this.sessions.accountOf(site.websiteId, token);
      await this.sessions.close(token);
      if (signedIn && this.cart) setCartCookie(request, response, query.cloneCart === 'true' ? await this.cart.cloneForVisitor(site.websiteId, cartCookieOf(request)) : null);
    }
    clearSessionCookies(response);
  }

  @Delete('sessions')
  @HttpCode(204)
  @ApiErrors(401, 403, 404)
  @ApiOperation({ summary: `Logs out everywhere: revokes every session of the signed-in site user, on every device. Needs ${SITE_USER_XSRF_HEADER}.` })
  async logOutEverywhere(@CurrentSite() site: ResolvedSite, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    const account = await this.signedIn.accountChanging(site.websiteId, request);
    await this.sessions.closeAll(account.siteUserId);
    clearSessionCookies(response);
  }

  @Post('locale')
  @HttpCode(204)
  @UseGuards(SiteLockGuard)
  @ApiErrors(401, 403, 404)
  @ApiOperation({ summary: `Spec §7: the signed-in site user's language (sent by the storefront unless the current language is a custom-code one). Needs ${SITE_USER_XSRF_HEADER}.` })
  async changeLocale(@CurrentSite() site: ResolvedSite, @Body() body: ChangeLocaleDto, @Req() request: Request): Promise<void> {
    await this.changes.changeLocale(await this.signedIn.accountChanging(site.websiteId, request), body.language);
  }
}
