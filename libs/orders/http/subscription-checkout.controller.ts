import { Body, Controller, Headers, HttpCode, Inject, Optional, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiError, ApiErrors, CrumbGuard, CurrentSite, SiteGuard, type ResolvedSite } from '@mercato/http';
import { CHECKOUT_MESSAGES } from '@mercato/spec';
import { SITE_USER_IDENTITY, SiteLockGuard, type SiteUserIdentity } from '@mercato/site-users/ports';
import { SubscriptionCheckoutService } from '@mercato/orders/application';
import { orderConfirmationView, type OrderConfirmationView } from '@mercato/orders/domain';
import { CART_ID, IDEMPOTENCY_KEY, addressOf, signedInSiteUserId } from './checkout.controller';
import { CheckoutDto } from './orders.dto';

/** The subscription page's checkout (spec §2 "subscription page", §7's cartToken): the first period paid, the subscription started. */
@ApiTags('checkout')
@ApiErrors(403, 404, 409)
@Controller('api/commerce/checkout')
@UseGuards(SiteGuard, SiteLockGuard)
export class SubscriptionCheckoutController {
  constructor(
    @Inject(SubscriptionCheckoutService) private readonly checkouts: SubscriptionCheckoutService,
    @Optional() @Inject(SITE_USER_IDENTITY) private readonly identity: SiteUserIdentity | null,
  ) {}

  @Post('subscription')
  @HttpCode(200)
  @UseGuards(CrumbGuard)
  @ApiErrors(402)
  @ApiHeader({ name: 'Idempotency-Key', required: true, schema: { type: 'string', pattern: '^[\\x21-\\x7e]{8,200}$' }, description: 'A fresh random key per attempt: a repeated request with the same key and cart charges and starts once.' })
  @ApiOperation({
    summary:
      "Checks out a subscription cart (its cartToken in the body): saves the card with the provider, charges the first period as an order, starts the subscription and answers {order, subscription: {id, confirmationToken}}; the confirmation token reads the subscription confirmed page (206). A declined card answers 402 and starts nothing.",
  })
  async checkout(
    @CurrentSite() site: ResolvedSite,
    @Body() body: CheckoutDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() request: Request,
  ): Promise<{ order: OrderConfirmationView; subscription: { id: string; confirmationToken: string } }> {
    if (!idempotencyKey || !IDEMPOTENCY_KEY.test(idempotencyKey)) throw new ApiError(400, CHECKOUT_MESSAGES.idempotencyKeyRequired);
    if (!body.cartToken || !CART_ID.test(body.cartToken)) throw new ApiError(404, CHECKOUT_MESSAGES.cartNotFound);
    const { order, subscription } = await this.checkouts.checkout({
      websiteId: site.websiteId,
      cartId: body.cartToken,
      idempotencyKey,
      card: body.card?.number ?? null,
      // Renewals are charged to the saved card: a subscription takes no gift card.
      giftCardCode: null,
      siteUserId: await signedInSiteUserId(this.identity, site.websiteId, request),
      buyer: { email: body.email, shippingAddress: addressOf(body.shippingAddress), shippingOptionId: body.shippingOptionId ?? null, couponCodes: body.couponCodes ?? [] },
    });
    // As at checkout: an expired (swept) first period was never paid; the buyer checks out again.
    if (order.status === 'failed' && order.failure.kind === 'expired') throw new ApiError(409, order.failure.reason, { code: 'checkout_expired' });
    if (order.status === 'failed') throw new ApiError(402, order.failure.reason, { code: order.failure.kind === 'declined' ? 'payment_declined' : 'payment_error' });
    if (!subscription) throw new Error(`Order ${order.orderId} is paid but started no subscription`);
    return { order: orderConfirmationView(order), subscription: { id: subscription.subscriptionId, confirmationToken: subscription.confirmationToken } };
  }
}
