import { Controller, Get, Inject, Module, Param, Query, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SITE_LOCK_PAGE_ID } from '@mercato/spec';
import { PAGE_GATE, PAGE_GATE_INTERNAL_PATH, SITE_USER_IDENTITY, SITE_USER_IDENTITY_INTERNAL_PATH, type PageGate, type PageGateAnswer, type SiteUserIdentity } from '@mercato/site-users/ports';

class PageGateQuery {
  /** A collection id; absent or empty: the site's own pages. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  pageId?: string;
}

/**
 * PAGE_GATE over HTTP for a process without this context (the catalog, cart, orders and restock
 * services; HttpPageGate is its client); the visitor's gate cookies come along. Service-to-service only: mounted by services/site-users, never
 * by the gateway, and not under /api, so the proxy gateway forwards nothing here.
 */
@ApiExcludeController()
@Controller(PAGE_GATE_INTERNAL_PATH)
export class PageGateInternalController {
  constructor(@Inject(PAGE_GATE) private readonly gate: PageGate) {}

  @Get(':websiteId')
  check(@Param('websiteId') websiteId: string, @Query() query: PageGateQuery, @Req() request: Request): Promise<PageGateAnswer> {
    return this.gate.check(websiteId, query.pageId ?? SITE_LOCK_PAGE_ID, request.headers.cookie);
  }
}

/** SITE_USER_IDENTITY over HTTP for the distributed orders service (HttpSiteUserIdentity); the session cookie comes along. */
@ApiExcludeController()
@Controller(SITE_USER_IDENTITY_INTERNAL_PATH)
export class SiteUserIdentityInternalController {
  constructor(@Inject(SITE_USER_IDENTITY) private readonly identity: SiteUserIdentity) {}

  @Get(':websiteId')
  async signedIn(@Param('websiteId') websiteId: string, @Req() request: Request): Promise<{ siteUserId: string | null }> {
    return { siteUserId: await this.identity.signedInSiteUserId(websiteId, request.headers.cookie) };
  }
}

/** The site-users service's internal page gate and identity; needs SiteUsersModule (PAGE_GATE, SITE_USER_IDENTITY) beside it. */
@Module({ controllers: [PageGateInternalController, SiteUserIdentityInternalController] })
export class PageGateInternalModule {}
