import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { IsString, MaxLength, MinLength } from 'class-validator';
import type { Request, Response } from 'express';
import type { ContributorSessionView, LogInRequest as LogInBody } from '@mercato/views';
import { ApiError, ApiErrors, clientAddress, HttpMessages, isHttpsRequest, OWNER_SESSION_COOKIE, readCookie, trustsProxy, type Contributor } from '@mercato/http';
import { CART_MESSAGES } from '@mercato/spec';
import { ContributorService, ContributorSessionService, LoginThrottle } from '@mercato/accounts/application';

export class LogInRequest implements LogInBody {
  @IsString()
  @MinLength(1)
  @MaxLength(256)
  email!: string;

  @IsString()
  @MinLength(1)
  @MaxLength(1024)
  password!: string;
}

/** The shared view (what the storefront reads) with the whole contributor. */
export interface ContributorSessionResponse extends ContributorSessionView {
  contributor: Contributor;
}

@Controller('api/auth/session')
export class ContributorSessionController {
  constructor(
    @Inject(ContributorService) private readonly contributors: ContributorService,
    @Inject(ContributorSessionService) private readonly sessions: ContributorSessionService,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiErrors(401, 429)
  async logIn(
    @Body() body: LogInRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ContributorSessionResponse> {
    // Spec §8: a 429 reads "Please try again in a few seconds."
    if (!(await this.throttle.admit(body.email, clientAddress(request)))) throw new ApiError(429, CART_MESSAGES.rateLimited);
    const contributor = await this.contributors.authenticate(body.email, body.password);
    if (!contributor) throw new ApiError(401, HttpMessages.INVALID_CREDENTIALS);
    const session = await this.sessions.open(contributor.id);
    response.cookie(OWNER_SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: isHttpsRequest(request, trustsProxy()),
      path: '/',
      expires: session.expiresAt,
    });
    return { contributor };
  }

  @Get()
  @ApiErrors(401)
  async current(@Req() request: Request): Promise<ContributorSessionResponse> {
    const contributor = await this.sessions.contributorOf(request);
    if (!contributor) throw new ApiError(401, HttpMessages.LOGIN_REQUIRED);
    return { contributor };
  }

  @Delete()
  @HttpCode(204)
  async logOut(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    const token = readCookie(request, OWNER_SESSION_COOKIE);
    if (token) await this.sessions.close(token);
    response.clearCookie(OWNER_SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  }
}
