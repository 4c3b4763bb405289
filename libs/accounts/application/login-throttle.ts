import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SharedAttemptLimits } from '@mercato/http';
import { LOGIN_RATE_LIMITS, normaliseEmail, type LoginRateLimits } from '@mercato/accounts/domain';

/** Replaces `LOGIN_RATE_LIMITS` where provided (tests that must not depend on how fast the machine hashes). */
export const LOGIN_RATE_LIMITS_OVERRIDE = Symbol('LOGIN_RATE_LIMITS_OVERRIDE');

/**
 * Contributor login attempts per account and per client address (`LOGIN_RATE_LIMITS`), counted in
 * PostgreSQL (`rate_limit_buckets`): every replica of the service that serves logins shares them.
 */
@Injectable()
export class LoginThrottle {
  private readonly limits: SharedAttemptLimits;

  constructor(@Inject(DataSource) dataSource: DataSource, @Optional() @Inject(LOGIN_RATE_LIMITS_OVERRIDE) limits: LoginRateLimits = LOGIN_RATE_LIMITS) {
    this.limits = new SharedAttemptLimits(dataSource, 'contributor-login', limits);
  }

  /** Counts an attempt; false when the account or the address is over its limit. */
  admit(email: string, address: string | undefined): Promise<boolean> {
    return this.limits.admit(normaliseEmail(email), address);
  }
}
