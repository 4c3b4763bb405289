import { Body, Controller, HttpCode, Inject, Module, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { CART_HANDOVER, CART_HANDOVER_INTERNAL_PATH, type CartCookieValue, type CartHandover, type ClonedCartAnswer } from '@mercato/cart/ports';

/** Cart ids come from the visitor's cookie, whatever it holds: an unknown one is ignored, not refused. */
const COOKIE_VALUE_MAX = 4096;

class SignedInDto {
  @IsString() @Length(1, 200) siteUserId!: string;
  /** The visitor's cart cookie, as the site-users service read it. */
  @IsOptional() @IsString() @MaxLength(COOKIE_VALUE_MAX) visitorCartId?: string;
}

class SignOutCopyDto {
  @IsOptional() @IsString() @MaxLength(COOKIE_VALUE_MAX) cartId?: string;
}

/**
 * CART_HANDOVER over HTTP for a site-users process without the cart (HttpCartHandover is its
 * client). Service-to-service only: mounted by services/cart, never by the gateway, and not under
 * /api, so the proxy gateway forwards nothing here.
 */
@ApiExcludeController()
@Controller(CART_HANDOVER_INTERNAL_PATH)
export class CartHandoverInternalController {
  constructor(@Inject(CART_HANDOVER) private readonly handover: CartHandover) {}

  @Post(':websiteId/sign-in')
  @HttpCode(200)
  signedIn(@Param('websiteId') websiteId: string, @Body() body: SignedInDto): Promise<CartCookieValue> {
    return this.handover.signedIn(websiteId, body.siteUserId, body.visitorCartId);
  }

  @Post(':websiteId/sign-out-copy')
  @HttpCode(200)
  async signOutCopy(@Param('websiteId') websiteId: string, @Body() body: SignOutCopyDto): Promise<ClonedCartAnswer> {
    return { cookie: await this.handover.cloneForVisitor(websiteId, body.cartId) };
  }
}

/** The cart service's internal sign-in and sign-out endpoints; needs CartModule (CART_HANDOVER) beside it. */
@Module({ controllers: [CartHandoverInternalController] })
export class CartHandoverInternalModule {}
