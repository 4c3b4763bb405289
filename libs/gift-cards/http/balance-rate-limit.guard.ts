import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError, TokenBuckets, clientAddress } from '@mercato/http';
import { CART_MESSAGES } from '@mercato/spec';

/** Balance checks per client address: a few a minute serve a checkout page and make guessing codes (79 bits) hopeless. */
export const GIFT_CARD_BALANCE_CHECKS_PER_MINUTE = 10;
export const GIFT_CARD_BALANCE_CHECK_BURST = 10;
const RATE_LIMIT_KEYS = 100_000;

/** Over the rate: 429 with the spec's §8 "Please try again in a few seconds.". */
@Injectable()
export class GiftCardBalanceRateLimitGuard implements CanActivate {
  private readonly buckets = new TokenBuckets({ perSecond: GIFT_CARD_BALANCE_CHECKS_PER_MINUTE / 60, burst: GIFT_CARD_BALANCE_CHECK_BURST, maxKeys: RATE_LIMIT_KEYS });

  canActivate(context: ExecutionContext): boolean {
    const address = clientAddress(context.switchToHttp().getRequest<Request>()) ?? 'unknown';
    if (!this.buckets.take(address, Date.now())) throw new ApiError(429, CART_MESSAGES.rateLimited, { code: 'rate_limited' });
    return true;
  }
}
