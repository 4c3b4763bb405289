import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors, CrumbGuard, CurrentSite, SiteGuard, type ResolvedSite } from '@mercato/http';
import { SiteLockGuard } from '@mercato/site-users/ports';
import { CHECKOUT_MESSAGES, type SubscriptionPlan } from '@mercato/spec';
import { CartError, entryView, shoppingCartView, type CartEntryView, type CartState, type ShoppingCartView } from '@mercato/cart/domain';
import { AddToCartCommand, CART_CONFIG, ChangeEntryCommand, ReadCartQuery, ReadSubscriptionCartQuery, StartSubscriptionCommand, type CartChange, type SubscriptionCart, type CartConfig, type EntryChange } from '@mercato/cart/application';
import { CartFailureFilter } from './cart-failure.filter';
import { CartBodyLimitGuard, CartRateLimitGuard } from './cart-guards';
import { cartIdOf, isCartId, setCartCookie } from './cart-cookie';
import { AddEntryDto, ChangeQuantityDto, ReadCartQueryDto, SubscriptionDto, UpdateAdditionalFieldsDto, isFlagSet } from './cart.dto';

const ENTRIES = 'commerce/shopping-cart/entries';

/**
 * Spec §7 cart calls, on the visitor's cart cookie. State changes need the crumb; every call
 * counts against its address's rate; failures answer message, status and crumbFail.
 */
@ApiTags('cart')
@ApiErrors(403, 404, 409, 413, 429)
@Controller('api')
// The site's lock screen closes the cart as it closes the cart page (403 page_gate).
@UseGuards(CartRateLimitGuard, SiteGuard, SiteLockGuard)
@UseFilters(CartFailureFilter)
export class CartController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CART_CONFIG) private readonly config: CartConfig,
  ) {}

  @Post(ENTRIES)
  @HttpCode(200)
  @UseGuards(CartBodyLimitGuard, CrumbGuard)
  @ApiOperation({ summary: 'Adds an item (spec §7); opens a cart and sets its cookie on the first add. Answers shoppingCart and newlyAdded.' })
  async addEntry(@CurrentSite() site: ResolvedSite, @Body() body: AddEntryDto, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const cartId = cartIdOf(request);
    const change: CartChange = await this.commands.execute(
      new AddToCartCommand(site.websiteId, cartId, body.itemId, { sku: body.sku ?? null, quantity: body.quantity, additionalFields: body.additionalFields }),
    );
    if (change.cartId !== cartId) setCartCookie(request, response, change.cartId, this.config.cookieMaxAgeDays);
    return { shoppingCart: shoppingCartView(change.state), newlyAdded: entryNamed(change) };
  }

  @Put(`${ENTRIES}/:entryId/additionalFields`)
  @UseGuards(CartBodyLimitGuard, CrumbGuard)
  @ApiOperation({ summary: "Replaces an entry's additional fields (spec §7). Answers shoppingCart and updatedEntry." })
  updateAdditionalFields(@CurrentSite() site: ResolvedSite, @Param('entryId') entryId: string, @Body() body: UpdateAdditionalFieldsDto, @Req() request: Request) {
    return this.changeEntry(site, request, entryId, { type: 'UpdateAdditionalFields', itemId: body.itemId, sku: body.sku ?? null, additionalFields: body.additionalFields });
  }

  @Put(`${ENTRIES}/:entryId/quantity`)
  @UseGuards(CartBodyLimitGuard, CrumbGuard)
  @ApiOperation({ summary: "Project addition for the cart page: sets an entry's quantity (1 to 9999, within stock). Answers shoppingCart and updatedEntry." })
  changeQuantity(@CurrentSite() site: ResolvedSite, @Param('entryId') entryId: string, @Body() body: ChangeQuantityDto, @Req() request: Request) {
    return this.changeEntry(site, request, entryId, { type: 'ChangeQuantity', quantity: body.quantity });
  }

  @Delete(`${ENTRIES}/:entryId`)
  @UseGuards(CrumbGuard)
  @ApiOperation({ summary: 'Project addition for the cart page: removes an entry. Answers shoppingCart.' })
  async removeEntry(@CurrentSite() site: ResolvedSite, @Param('entryId') entryId: string, @Req() request: Request): Promise<{ shoppingCart: ShoppingCartView }> {
    const change: CartChange = await this.commands.execute(new ChangeEntryCommand(site.websiteId, cartIdOf(request), entryId, { type: 'RemoveEntry' }));
    return { shoppingCart: shoppingCartView(change.state) };
  }

  @Get('commerce/shopping-cart')
  @ApiOperation({
    summary: "The visitor's cart (spec §7), an empty one without a cart cookie; prices changed since an add are recalculated.",
    description:
      'Project addition, in every answer that carries a cart entry: beside the spec §3 entry fields, `image` is the product\'s main image when the entry was added ' +
      '(`assetUrl`, `altText` with the spec §3 fallback, `originalSize` "WxH" or ""), or null when it had none: the cart page\'s thumbnail.',
  })
  async readCart(@CurrentSite() site: ResolvedSite, @Query() query: ReadCartQueryDto, @Req() request: Request): Promise<ShoppingCartView> {
    if (isFlagSet(query.mock, false)) return shoppingCartView({ status: 'absent' });
    const state: CartState = await this.queries.execute(new ReadCartQuery(site.websiteId, cartIdOf(request), isFlagSet(query.calculateSubtotal, true)));
    return shoppingCartView(state);
  }

  @Post('3/commerce/cart/subscription')
  @HttpCode(200)
  @UseGuards(CartBodyLimitGuard, CrumbGuard)
  @ApiOperation({ summary: 'Opens a separate one-item cart for a subscription purchase (spec §7). Answers cartToken for the subscription page.' })
  async startSubscription(@CurrentSite() site: ResolvedSite, @Body() body: SubscriptionDto): Promise<{ cartToken: string }> {
    const change: CartChange = await this.commands.execute(new StartSubscriptionCommand(site.websiteId, body.itemId, { sku: body.sku ?? null, quantity: body.qty, additionalFields: body.additionalFields }));
    return { cartToken: change.cartId };
  }

  @Get('3/commerce/cart/subscription/:cartToken')
  @ApiOperation({ summary: 'Project addition for the subscription page (spec §2): the subscription cart named by its cartToken, repriced, with its item\'s subscriptionPlan (billingPeriod, numBillingCycles). 404 for any other cart.' })
  async readSubscriptionCart(@CurrentSite() site: ResolvedSite, @Param('cartToken') cartToken: string): Promise<{ shoppingCart: ShoppingCartView; subscriptionPlan: SubscriptionPlan | null }> {
    const found: SubscriptionCart | undefined = isCartId(cartToken) ? await this.queries.execute(new ReadSubscriptionCartQuery(site.websiteId, cartToken)) : undefined;
    if (!found) throw new CartError('not_found', CHECKOUT_MESSAGES.cartNotFound);
    return { shoppingCart: shoppingCartView(found.cart), subscriptionPlan: found.plan };
  }

  private async changeEntry(site: ResolvedSite, request: Request, entryId: string, entryChange: EntryChange): Promise<{ shoppingCart: ShoppingCartView; updatedEntry: CartEntryView | null }> {
    const change: CartChange = await this.commands.execute(new ChangeEntryCommand(site.websiteId, cartIdOf(request), entryId, entryChange));
    return { shoppingCart: shoppingCartView(change.state), updatedEntry: entryNamed(change) };
  }
}

function entryNamed(change: CartChange): CartEntryView | null {
  const entry = change.state.status === 'absent' ? undefined : change.state.entries.find((candidate) => candidate.entryId === change.entryId);
  return entry ? entryView(entry) : null;
}
