import { Inject, Injectable, Optional } from '@nestjs/common';
import { TokenBuckets } from '@mercato/http';
import { LOGIN_RATE_LIMITS, LOGIN_RATE_LIMIT_KEYS, normaliseEmail, type LoginRateLimits } from '@mercato/accounts/domain';

/** Replaces `LOGIN_RATE_LIMITS` where provided (tests that must not depend on how fast the machine hashes). */
export const LOGIN_RATE_LIMITS_OVERRIDE = Symbol('LOGIN_RATE_LIMITS_OVERRIDE');

/**
 * Login attempts per account and per client address (`LOGIN_RATE_LIMITS`), in this process's
 * memory: each replica of the service that serves logins keeps its own count.
 */
@Injectable()
export class LoginThrottle {
  private readonly perAccount: TokenBuckets;
  private readonly perAddress: TokenBuckets;

  constructor(@Optional() @Inject(LOGIN_RATE_LIMITS_OVERRIDE) limits: LoginRateLimits = LOGIN_RATE_LIMITS) {
    this.perAccount = new TokenBuckets({ ...limits.perAccount, maxKeys: LOGIN_RATE_LIMIT_KEYS });
    this.perAddress = new TokenBuckets({ ...limits.perAddress, maxKeys: LOGIN_RATE_LIMIT_KEYS });
  }

  /** Counts an attempt; false when the account or the address is over its limit. */
  admit(email: string, address: string | undefined, now = Date.now()): boolean {
    if (address !== undefined && !this.perAddress.take(address, now)) return false;
    return this.perAccount.take(normaliseEmail(email), now);
  }
}
