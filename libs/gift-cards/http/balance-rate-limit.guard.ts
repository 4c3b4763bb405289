import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError, TokenBuckets, clientAddress } from '@mercato/http';
import { RUNTIME, type Runtime } from '@mercato/runtime';
import { CART_MESSAGES } from '@mercato/spec';

const RATE_LIMIT_KEYS = 100_000;

/**
 * Balance checks per client address (`GIFT_CARD_BALANCE_CHECKS_PER_MINUTE`): a few a minute serve
 * a checkout page and make guessing codes (79 bits) hopeless. Over it: 429 with spec §8's
 * "Please try again in a few seconds.".
 */
@Injectable()
export class GiftCardBalanceRateLimitGuard implements CanActivate {
  private readonly buckets: TokenBuckets;

  constructor(@Inject(RUNTIME) runtime: Runtime) {
    const { balanceChecksPerMinute, balanceCheckBurst } = runtime.config.giftCards;
    this.buckets = new TokenBuckets({ perSecond: balanceChecksPerMinute / 60, burst: balanceCheckBurst, maxKeys: RATE_LIMIT_KEYS });
  }

  canActivate(context: ExecutionContext): boolean {
    const address = clientAddress(context.switchToHttp().getRequest<Request>()) ?? 'unknown';
    if (!this.buckets.take(address, Date.now())) throw new ApiError(429, CART_MESSAGES.rateLimited, { code: 'rate_limited' });
    return true;
  }
}
