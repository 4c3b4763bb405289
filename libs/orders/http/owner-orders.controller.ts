import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiError, ApiErrors, RequireRoles } from '@mercato/http';
import { CHECKOUT_MESSAGES } from '@mercato/spec';
import { CheckoutSettingsService, OrderAdminService } from '@mercato/orders/application';
import { OrderViews } from '@mercato/orders/infrastructure';
import { ownerOrderView, type CheckoutSettings, type OwnerOrderView } from '@mercato/orders/domain';
import { ORDER_READER_ROLES, ORDER_WRITER_ROLES } from '@mercato/orders/domain/order-roles';
import type { OwnerOrderPageView } from '@mercato/orders/views';
import { CheckoutSettingsDto, OrderListQueryDto, RefundDto } from './orders.dto';

const DEFAULT_PAGE_SIZE = 50;
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const orderIdOf = (orderId: string) => {
  if (!ORDER_ID.test(orderId)) throw new ApiError(404, CHECKOUT_MESSAGES.orderNotFound);
  return orderId;
};

/** The owner's orders (console: orders list and detail) and the store's checkout rules. */
@ApiTags('orders (owner)')
@ApiErrors(404, 409)
@Controller('api/commerce/websites/:websiteId')
export class OwnerOrdersController {
  constructor(
    @Inject(OrderViews) private readonly views: OrderViews,
    @Inject(OrderAdminService) private readonly admin: OrderAdminService,
    @Inject(CheckoutSettingsService) private readonly settings: CheckoutSettingsService,
  ) {}

  @Get('orders')
  @RequireRoles(...ORDER_READER_ROLES)
  @ApiOperation({ summary: 'Orders, newest first, 50 a page (or `limit`): filter by status, search by buyer email or order number.' })
  async list(@Param('websiteId') websiteId: string, @Query() query: OrderListQueryDto): Promise<OwnerOrderPageView> {
    const page = await this.views.list({ websiteId, limit: query.limit ?? DEFAULT_PAGE_SIZE, ...(query.status ? { status: query.status } : {}), ...(query.search ? { search: query.search } : {}), ...(query.cursor ? { cursor: query.cursor } : {}) });
    return { orders: page.orders.map(ownerOrderView), hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
  }

  @Get('orders/:orderId')
  @RequireRoles(...ORDER_READER_ROLES)
  @ApiOperation({ summary: 'One order: items, totals, payment, refunds and fulfilment.' })
  async detail(@Param('websiteId') websiteId: string, @Param('orderId') orderId: string): Promise<OwnerOrderView> {
    const order = await this.views.byId(websiteId, orderIdOf(orderId));
    if (!order) throw new ApiError(404, CHECKOUT_MESSAGES.orderNotFound);
    return ownerOrderView(order);
  }

  @Post('orders/:orderId/fulfilment')
  @HttpCode(200)
  @RequireRoles(...ORDER_WRITER_ROLES)
  @ApiOperation({ summary: 'Marks a paid order fulfilled (again: no change).' })
  async fulfil(@Param('websiteId') websiteId: string, @Param('orderId') orderId: string): Promise<OwnerOrderView> {
    return ownerOrderView(await this.admin.fulfil(websiteId, orderIdOf(orderId)));
  }

  @Post('orders/:orderId/refunds')
  @HttpCode(200)
  @RequireRoles(...ORDER_WRITER_ROLES)
  @ApiOperation({ summary: "Refunds part or all of a paid order through its payment provider; the provider's refusal is a 409 with its reason." })
  async refund(@Param('websiteId') websiteId: string, @Param('orderId') orderId: string, @Body() body: RefundDto): Promise<OwnerOrderView> {
    return ownerOrderView(await this.admin.refund(websiteId, orderIdOf(orderId), body.amountCents));
  }

  @Get('checkout-settings')
  @RequireRoles(...ORDER_READER_ROLES)
  @ApiOperation({ summary: "The store's checkout rules: tax by country and region, shipping rates, coupons." })
  readSettings(@Param('websiteId') websiteId: string): Promise<CheckoutSettings> {
    return this.settings.of(websiteId);
  }

  @Put('checkout-settings')
  @RequireRoles(...ORDER_WRITER_ROLES)
  @ApiOperation({ summary: "Replaces the store's checkout rules as a whole; answers them as stored (coupon codes upper case)." })
  replaceSettings(@Param('websiteId') websiteId: string, @Body() body: CheckoutSettingsDto): Promise<CheckoutSettings> {
    return this.settings.replace(websiteId, {
      taxRules: body.taxRules.map((rule) => ({ name: rule.name, country: rule.country.toUpperCase(), region: (rule.region ?? '').toUpperCase(), rateBasisPoints: rule.rateBasisPoints, appliesToShipping: rule.appliesToShipping ?? false })),
      shippingRates: body.shippingRates.map((rate) => (rate.kind === 'flat' ? { id: rate.id, name: rate.name, kind: 'flat', priceCents: rate.priceCents ?? 0 } : { id: rate.id, name: rate.name, kind: 'free', minimumSubtotalCents: rate.minimumSubtotalCents ?? 0 })),
      coupons: body.coupons.map((coupon) =>
        coupon.kind === 'percentage'
          ? { code: coupon.code, kind: 'percentage', percent: coupon.percent ?? 0, minimumSubtotalCents: coupon.minimumSubtotalCents ?? 0 }
          : { code: coupon.code, kind: 'fixed', amountCents: coupon.amountCents ?? 0, minimumSubtotalCents: coupon.minimumSubtotalCents ?? 0 },
      ),
    });
  }
}
