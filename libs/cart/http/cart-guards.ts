import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError, HttpMessages, TokenBuckets, clientAddress } from '@mercato/http';
import { CART_MESSAGES } from '@mercato/spec';
import { CART_CONFIG, type CartConfig } from '@mercato/cart/application';

/** Addresses remembered by the rate limit at most; idle ones are forgotten first. */
const RATE_LIMIT_KEYS = 100_000;

/** Spec §8: too many requests from one address answer 429 "Please try again in a few seconds.". */
@Injectable()
export class CartRateLimitGuard implements CanActivate {
  private readonly buckets: TokenBuckets;

  constructor(@Inject(CART_CONFIG) config: CartConfig) {
    this.buckets = new TokenBuckets({ perSecond: config.rateLimitPerAddress, burst: config.rateLimitBurst, maxKeys: RATE_LIMIT_KEYS });
  }

  canActivate(context: ExecutionContext): boolean {
    const address = clientAddress(context.switchToHttp().getRequest<Request>()) ?? 'unknown';
    if (!this.buckets.take(address, Date.now())) throw new ApiError(429, CART_MESSAGES.rateLimited, { code: 'rate_limited' });
    return true;
  }
}

/** A cart request's body: an item, a variant, a quantity and at most 8 KiB of additional fields. */
export const CART_BODY_LIMIT_BYTES = 16 * 1024;

/** Cart bodies are capped well below the platform's general JSON limit: 413 past it, nothing changed. */
@Injectable()
export class CartBodyLimitGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const declared = Number(request.headers['content-length']);
    // A chunked body declares no length: measure what was parsed.
    const size = Number.isFinite(declared) ? declared : Buffer.byteLength(JSON.stringify(request.body ?? null));
    if (size > CART_BODY_LIMIT_BYTES) throw new ApiError(413, HttpMessages.BODY_TOO_LARGE);
    return true;
  }
}
