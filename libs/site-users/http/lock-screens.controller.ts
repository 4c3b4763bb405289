import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiError, ApiErrors, clientAddress, CurrentSite, isHttpsRequest, RequireRoles, SiteGuard, trustsProxy, type ResolvedSite } from '@mercato/http';
import { CART_MESSAGES, SITE_LOCK_PAGE_ID } from '@mercato/spec';
import { LockScreens, type LockScreenView } from '@mercato/site-users/application';
import { PAGE_GATE, pageGateMessage, type PageGate } from '@mercato/site-users/ports';
import type { SiteAccessView } from '@mercato/views';
import { LockedPageParams, LockPasswordDto, UnlockDto } from './lock-screens.dto';
import { MEMBER_AREA_OWNER_ROLES } from './member-areas.controller';

/** Visitors and lock screens (spec §2 page type 103): the password earns the lock's pass cookie. */
@ApiTags('site-users')
@Controller('api/site-users/lock-screens')
@UseGuards(SiteGuard)
export class LockScreensController {
  constructor(
    @Inject(LockScreens) private readonly locks: LockScreens,
    @Inject(PAGE_GATE) private readonly gate: PageGate,
  ) {}

  /** The home page belongs to no collection: the storefront asks here whether the site's lock lets the visitor in. */
  @Get('site/access')
  @ApiErrors(403, 404)
  @ApiOperation({ summary: "Whether the visitor may view the site's own pages (the home page): 403 with the site's lock screen as pageGate until they hold its pass." })
  async siteAccess(@CurrentSite() site: ResolvedSite, @Req() request: Request): Promise<SiteAccessView> {
    const answer = await this.gate.check(site.websiteId, SITE_LOCK_PAGE_ID, request.headers.cookie);
    if (!answer.open) throw new ApiError(403, pageGateMessage(answer.gate), { code: 'page_gate', pageGate: answer.gate });
    return { protectedContent: answer.protectedContent };
  }

  @Post('unlock')
  @HttpCode(204)
  @ApiErrors(400, 404, 429)
  @ApiOperation({ summary: "Opens a lock screen (pageId absent: the site's) with its password: sets the lock's HttpOnly pass cookie. Guesses are limited per address (429)." })
  async unlock(@CurrentSite() site: ResolvedSite, @Body() body: UnlockDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    const pass = await this.locks.unlock(site.websiteId, body.pageId ?? SITE_LOCK_PAGE_ID, body.password, clientAddress(request));
    if (!pass) throw new ApiError(429, CART_MESSAGES.rateLimited);
    // Ends with the browser: a visitor who closes it is asked again.
    response.cookie(pass.cookieName, pass.value, { httpOnly: true, sameSite: 'lax', secure: isHttpsRequest(request, trustsProxy()), path: '/' });
  }
}

/** The owner's lock screen passwords (console): the site's and each page's. Admin and website manager. */
@ApiTags('site-users (owner)')
@Controller('api/site-users/owner/lock-screens')
@RequireRoles(...MEMBER_AREA_OWNER_ROLES)
@UseGuards(SiteGuard)
export class OwnerLockScreensController {
  constructor(@Inject(LockScreens) private readonly locks: LockScreens) {}

  @Get()
  @ApiErrors(401, 403, 404)
  @ApiOperation({ summary: "The site's lock screens (pageId null: the whole site's); never their passwords." })
  list(@CurrentSite() site: ResolvedSite): Promise<LockScreenView[]> {
    return this.locks.list(site.websiteId);
  }

  @Put('site')
  @HttpCode(204)
  @ApiErrors(400, 401, 403, 404)
  @ApiOperation({ summary: 'Sets or changes the password of the whole site (LockScreenPasswordSet): earlier passes stop working.' })
  async lockSite(@CurrentSite() site: ResolvedSite, @Body() body: LockPasswordDto): Promise<void> {
    await this.locks.setPassword(site.websiteId, SITE_LOCK_PAGE_ID, body.password);
  }

  @Delete('site')
  @HttpCode(204)
  @ApiErrors(401, 403, 404)
  @ApiOperation({ summary: "Removes the site's lock screen (LockScreenRemoved)." })
  async unlockSite(@CurrentSite() site: ResolvedSite): Promise<void> {
    await this.locks.remove(site.websiteId, SITE_LOCK_PAGE_ID);
  }

  @Put('pages/:pageId')
  @ApiParam({ name: 'pageId', description: 'The locked page (a collection id).', schema: { type: 'string', minLength: 1, maxLength: 100 } })
  @HttpCode(204)
  @ApiErrors(400, 401, 403, 404)
  @ApiOperation({ summary: 'Sets or changes the password of one page (a collection id).' })
  async lockPage(@CurrentSite() site: ResolvedSite, @Param() params: LockedPageParams, @Body() body: LockPasswordDto): Promise<void> {
    await this.locks.setPassword(site.websiteId, params.pageId, body.password);
  }

  @Delete('pages/:pageId')
  @ApiParam({ name: 'pageId', description: 'The locked page (a collection id).', schema: { type: 'string', minLength: 1, maxLength: 100 } })
  @HttpCode(204)
  @ApiErrors(401, 403, 404)
  @ApiOperation({ summary: "Removes a page's lock screen." })
  async unlockPage(@CurrentSite() site: ResolvedSite, @Param() params: LockedPageParams): Promise<void> {
    await this.locks.remove(site.websiteId, params.pageId);
  }
}
