import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiError, ApiErrors, clientAddress, CrumbGuard, CurrentSite, SiteGuard, type ResolvedSite } from '@mercato/http';
import { SiteLockGuard } from '@mercato/site-users/ports';
import { CART_MESSAGES, SITE_USER_ACCOUNT_MESSAGES } from '@mercato/spec';
import { SiteUserAccountChanges, SiteUserLoginThrottle } from '@mercato/site-users/application';
import { RequestPasswordResetDto, ResetPasswordDto, VerifyEmailDto } from './site-user.dto';
import { requestOrigin } from './request-origin';

/** The single-use links mailed to site users: verifying the email, resetting the password. */
@ApiTags('site-users')
@Controller('api/site-users/account')
// Behind the site's lock screen, as the pages these links open.
@UseGuards(SiteGuard, SiteLockGuard)
export class SiteUserLinksController {
  constructor(
    @Inject(SiteUserAccountChanges) private readonly changes: SiteUserAccountChanges,
    @Inject(SiteUserLoginThrottle) private readonly throttle: SiteUserLoginThrottle,
  ) {}

  @Post('email-verification')
  @HttpCode(204)
  @ApiErrors(400, 403, 404)
  @ApiOperation({ summary: "Verifies the site user's email with the token of the link mailed at joining (single use, 48 hours)." })
  async verifyEmail(@CurrentSite() site: ResolvedSite, @Body() body: VerifyEmailDto): Promise<void> {
    await this.changes.verifyEmail(site.websiteId, body.token);
  }

  @Post('password-reset')
  @HttpCode(202)
  @UseGuards(CrumbGuard)
  @ApiErrors(403, 404, 429)
  @ApiOperation({ summary: 'Mails a password reset link (single use, one hour) if the email has an account here; answers the same message either way. Needs the crumb; without it 403 with crumbFail.' })
  async requestPasswordReset(@CurrentSite() site: ResolvedSite, @Body() body: RequestPasswordResetDto, @Req() request: Request): Promise<{ message: string }> {
    // The login limits guard the mailbox too: a reset request counts as an attempt on the account.
    if (!(await this.throttle.admit(site.websiteId, body.email, clientAddress(request)))) throw new ApiError(429, CART_MESSAGES.rateLimited);
    await this.changes.requestPasswordReset(site.websiteId, body.email, requestOrigin(request, site.host));
    return { message: SITE_USER_ACCOUNT_MESSAGES.resetRequested };
  }

  @Post('password-reset/confirm')
  @HttpCode(204)
  @ApiErrors(400, 403, 404)
  @ApiOperation({ summary: "Sets a new password with a reset link's token; every session of the account is revoked." })
  async resetPassword(@CurrentSite() site: ResolvedSite, @Body() body: ResetPasswordDto): Promise<void> {
    await this.changes.resetPassword(site.websiteId, body.token, body.password);
  }
}
