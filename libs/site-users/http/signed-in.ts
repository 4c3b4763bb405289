import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError, crumbFailure, firstHeaderValue } from '@mercato/http';
import { SITE_USER_MESSAGES, SITE_USER_XSRF_HEADER } from '@mercato/spec';
import { SiteUserSessions, type SignedInAccount } from '@mercato/site-users/application';
import { sessionTokenOf } from './site-user-cookies';

/** The site user a request is signed in as, for the controllers of this context. */
@Injectable()
export class SignedIn {
  constructor(@Inject(SiteUserSessions) private readonly sessions: SiteUserSessions) {}

  /** The session's account, or 401 "Please sign in." (no, expired, revoked or another site's session). */
  async account(websiteId: string, request: Request): Promise<SignedInAccount> {
    const token = sessionTokenOf(request);
    const account = token ? await this.sessions.accountOf(websiteId, token) : null;
    if (!account) throw new ApiError(401, SITE_USER_MESSAGES.notSignedIn);
    return account;
  }

  /** For a state-changing call: the account, after checking the login's xsrfToken header (403 crumbFail without it). */
  async accountChanging(websiteId: string, request: Request): Promise<SignedInAccount> {
    const account = await this.account(websiteId, request);
    await this.checkXsrf(request, sessionTokenOf(request)!);
    return account;
  }

  /** 403 crumbFail (spec §4: the storefront retries once) unless the header carries this session's xsrfToken. */
  async checkXsrf(request: Request, sessionToken: string): Promise<void> {
    const xsrfToken = firstHeaderValue(request.headers[SITE_USER_XSRF_HEADER.toLowerCase()]);
    if (!xsrfToken || !(await this.sessions.xsrfMatches(sessionToken, xsrfToken))) throw crumbFailure();
  }
}

