import { Injectable } from '@nestjs/common';
import { TokenBuckets } from '@mercato/http';
import { LOGIN_RATE_LIMITS, LOGIN_RATE_LIMIT_KEYS } from '@mercato/accounts/domain';
import { normaliseEmail } from '@mercato/site-users/domain';

/**
 * Site-user login attempts, with the owners' login limits (`LOGIN_RATE_LIMITS`): per account (one
 * website's email) and per client address, in this process's memory.
 */
@Injectable()
export class SiteUserLoginThrottle {
  private readonly perAccount = new TokenBuckets({ ...LOGIN_RATE_LIMITS.perAccount, maxKeys: LOGIN_RATE_LIMIT_KEYS });
  private readonly perAddress = new TokenBuckets({ ...LOGIN_RATE_LIMITS.perAddress, maxKeys: LOGIN_RATE_LIMIT_KEYS });

  /** Counts an attempt; false when the account or the address is over its limit. */
  admit(websiteId: string, email: string, address: string | undefined, now = Date.now()): boolean {
    if (address !== undefined && !this.perAddress.take(address, now)) return false;
    return this.perAccount.take(`${websiteId}\n${normaliseEmail(email)}`, now);
  }
}
