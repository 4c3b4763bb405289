import { Body, Controller, Get, HttpCode, Inject, Module, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { ApiError } from '@mercato/http';
import { CART_CHECKOUT, CART_CHECKOUT_INTERNAL_PATH, type CartCheckout, type CheckoutCart } from '@mercato/cart/ports';
import { CHECKOUT_MESSAGES } from '@mercato/spec';

class MarkPurchasedDto {
  @IsString()
  @Length(1, 200)
  orderId!: string;
}

/**
 * CART_CHECKOUT over HTTP for an orders process with a database of its own (HttpCartCheckout is
 * its client). Service-to-service only: mounted by services/cart, never by the gateway, and not
 * under /api, so the proxy gateway forwards nothing here.
 */
@ApiExcludeController()
@Controller(CART_CHECKOUT_INTERNAL_PATH)
export class CartCheckoutInternalController {
  constructor(@Inject(CART_CHECKOUT) private readonly carts: CartCheckout) {}

  @Get(':websiteId/carts/:cartId')
  async cartToCheckOut(@Param('websiteId') websiteId: string, @Param('cartId') cartId: string): Promise<CheckoutCart> {
    const cart = await this.carts.cartToCheckOut(websiteId, cartId);
    if (!cart) throw new ApiError(404, CHECKOUT_MESSAGES.cartNotFound);
    return cart;
  }

  @Post(':websiteId/carts/:cartId/purchase')
  @HttpCode(204)
  async markPurchased(@Param('websiteId') websiteId: string, @Param('cartId') cartId: string, @Body() body: MarkPurchasedDto): Promise<void> {
    await this.carts.markPurchased(websiteId, cartId, body.orderId);
  }
}

/** The cart service's internal checkout endpoints; needs CartModule (CART_CHECKOUT) beside it. */
@Module({ controllers: [CartCheckoutInternalController] })
export class CartCheckoutInternalModule {}
