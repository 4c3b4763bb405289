import { Body, Controller, Get, Headers, HttpCode, Inject, Optional, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiError, ApiErrors, CrumbGuard, CurrentSite, SiteGuard, readCookie, type ResolvedSite } from '@mercato/http';
import { CART_COOKIE, CHECKOUT_MESSAGES } from '@mercato/spec';
import { SITE_USER_IDENTITY, SiteLockGuard, type SiteUserIdentity } from '@mercato/site-users/ports';
import { CheckoutService } from '@mercato/orders/application';
import { OrderViews } from '@mercato/orders/infrastructure';
import { orderConfirmationView, type CheckoutQuote, type OrderConfirmationView, type ShippingAddress } from '@mercato/orders/domain';
import { CheckoutDto, CheckoutQuoteDto, type ShippingAddressDto } from './orders.dto';

export const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

/** The cart named in the body (a subscription's cart token), else the cart cookie's. */
function cartIdOf(request: Request, cartToken: string | undefined): string {
  const cartId = cartToken ?? readCookie(request, CART_COOKIE);
  if (!cartId || !CART_ID.test(cartId)) throw new ApiError(404, CHECKOUT_MESSAGES.cartNotFound);
  return cartId;
}

/**
 * The site user the request's session cookie signs in, recorded on the order (paid joins grant that
 * account whatever email was typed); null without a session or without the site-users context.
 */
export async function signedInSiteUserId(identity: SiteUserIdentity | null, websiteId: string, request: Request): Promise<string | null> {
  return identity ? identity.signedInSiteUserId(websiteId, request.headers.cookie) : null;
}

export const addressOf = (dto: ShippingAddressDto | undefined): ShippingAddress | null =>
  dto ? { name: dto.name, addressLine1: dto.addressLine1, addressLine2: dto.addressLine2 ?? '', city: dto.city, region: dto.region ?? '', postalCode: dto.postalCode ?? '', country: dto.country } : null;

/** The storefront's checkout (page type 201) and order pages (202, 207, 211). */
@ApiTags('checkout')
@ApiErrors(403, 404, 409)
@Controller('api/commerce')
// The site's lock screen closes the checkout and the order views as it closes their pages (403 page_gate).
@UseGuards(SiteGuard, SiteLockGuard)
export class CheckoutController {
  constructor(
    @Inject(CheckoutService) private readonly checkouts: CheckoutService,
    @Inject(OrderViews) private readonly views: OrderViews,
    @Optional() @Inject(SITE_USER_IDENTITY) private readonly identity: SiteUserIdentity | null,
  ) {}

  @Post('checkout/totals')
  @HttpCode(200)
  @UseGuards(CrumbGuard)
  @ApiOkResponse({ description: 'The cart (spec §3 "Shopping cart") with its checkout fields filled for the choice.' })
  @ApiOperation({
    summary:
      "The cart as the checkout page reads it: spec §3 cart fields with shipping location, options, tax rules, coupons (valid and invalid) and totals filled for an address, a shipping option and coupons, and the email echoed; nothing is stored. GET /api/commerce/shopping-cart answers these fields empty.",
  })
  quote(@CurrentSite() site: ResolvedSite, @Body() body: CheckoutQuoteDto, @Req() request: Request): Promise<CheckoutQuote> {
    return this.checkouts.quote(site.websiteId, cartIdOf(request, body.cartToken), {
      email: body.email ?? null,
      shippingAddress: addressOf(body.shippingAddress),
      shippingOptionId: body.shippingOptionId ?? null,
      couponCodes: body.couponCodes ?? [],
      giftCardCode: body.giftCardCode ?? null,
    });
  }

  @Post('checkout')
  @HttpCode(200)
  @UseGuards(CrumbGuard)
  @ApiErrors(402)
  @ApiOkResponse({ description: 'The placed order.' })
  @ApiHeader({ name: 'Idempotency-Key', required: true, schema: { type: 'string', pattern: '^[\\x21-\\x7e]{8,200}$' }, description: 'A fresh random key per checkout attempt (8 to 200 visible characters): a repeated request with the same key and cart answers the same order and never charges twice.' })
  @ApiOperation({ summary: "Checks out the cart: takes the stock, charges the card, places the order and answers it ({order}); the cart becomes isPurchased. A gift card code pays first and the card the rest (no card when the gift card covers it all). A declined card, or a gift card spent meanwhile, answers 402 with the reason." })
  async checkout(
    @CurrentSite() site: ResolvedSite,
    @Body() body: CheckoutDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ order: OrderConfirmationView }> {
    if (!idempotencyKey || !IDEMPOTENCY_KEY.test(idempotencyKey)) throw new ApiError(400, CHECKOUT_MESSAGES.idempotencyKeyRequired);
    const cartId = cartIdOf(request, body.cartToken);
    const order = await this.checkouts.checkout({
      websiteId: site.websiteId,
      cartId,
      idempotencyKey,
      card: body.card?.number ?? null,
      giftCardCode: body.giftCardCode ?? null,
      siteUserId: await signedInSiteUserId(this.identity, site.websiteId, request),
      buyer: { email: body.email, shippingAddress: addressOf(body.shippingAddress), shippingOptionId: body.shippingOptionId ?? null, couponCodes: body.couponCodes ?? [] },
    });
    // An expired checkout was never paid: the buyer checks out again, as after a lost stock race.
    if (order.status === 'failed' && order.failure.kind === 'expired') throw new ApiError(409, order.failure.reason, { code: 'checkout_expired' });
    if (order.status === 'failed') throw new ApiError(402, order.failure.reason, { code: order.failure.kind === 'declined' ? 'payment_declined' : 'payment_error' });
    // The bought cart takes no more adds: the next add opens a new one.
    if (!body.cartToken) response.clearCookie(CART_COOKIE, { path: '/' });
    return { order: orderConfirmationView(order) };
  }

  @Get('orders/:orderToken')
  @ApiOkResponse({ description: 'The order confirmation record.' })
  @ApiOperation({ summary: 'The order confirmation record (spec §3) by its unguessable order token: the order confirmed, received and status pages read it.' })
  async order(@CurrentSite() site: ResolvedSite, @Param('orderToken') orderToken: string): Promise<OrderConfirmationView> {
    const order = /^[A-Za-z0-9_-]{32}$/.test(orderToken) ? await this.views.byToken(orderToken) : null;
    if (!order || order.websiteId !== site.websiteId) throw new ApiError(404, CHECKOUT_MESSAGES.orderNotFound);
    return orderConfirmationView(order);
  }
}
