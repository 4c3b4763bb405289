import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SharedAttemptLimits } from '@mercato/http';
import { LOGIN_RATE_LIMITS } from '@mercato/accounts/domain';
import { normaliseEmail } from '@mercato/site-users/domain';

/**
 * Site-user login attempts, with the owners' login limits (`LOGIN_RATE_LIMITS`): per account (one
 * website's email) and per client address, counted in PostgreSQL (`rate_limit_buckets`) so every
 * replica of the service shares them.
 */
@Injectable()
export class SiteUserLoginThrottle {
  private readonly limits: SharedAttemptLimits;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.limits = new SharedAttemptLimits(dataSource, 'site-user-login', LOGIN_RATE_LIMITS);
  }

  /** Counts an attempt; false when the account or the address is over its limit. */
  admit(websiteId: string, email: string, address: string | undefined): Promise<boolean> {
    return this.limits.admit(`${websiteId}\n${normaliseEmail(email)}`, address);
  }
}
