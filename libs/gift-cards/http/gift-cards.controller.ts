import { Body, Controller, Header, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, CurrentSite, SiteGuard, type ResolvedSite } from '@mercato/http';
import { SiteLockGuard } from '@mercato/site-users/ports';
import { GIFT_CARD_MESSAGES, formatMoney, isCurrencyCode } from '@mercato/spec';
import { GiftCardError } from '@mercato/gift-cards/domain';
import { GiftCardBalances } from '@mercato/gift-cards/application';
import { GiftCardBalanceRateLimitGuard } from './balance-rate-limit.guard';
import { GiftCardBalanceDto } from './gift-cards.dto';

/**
 * The checkout page's gift card calls (a project addition: the spec names no path for them), behind
 * the site's lock screen as the checkout page is.
 */
@ApiTags('gift-cards')
@Controller('api/commerce/gift-cards')
@UseGuards(GiftCardBalanceRateLimitGuard, SiteGuard, SiteLockGuard)
export class GiftCardsController {
  constructor(@Inject(GiftCardBalances) private readonly balances: GiftCardBalances) {}

  @Post('balance')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiErrors(404, 429)
  @ApiOperation({ summary: "A code's balance on the host's site: codeLastFour, balanceCents, currency and balance (formatted). 404 for a code the site does not have." })
  async balance(@CurrentSite() site: ResolvedSite, @Body() body: GiftCardBalanceDto) {
    const card = await this.balances.ofCode(site.websiteId, body.code);
    if (!card) throw new GiftCardError('not_found', GIFT_CARD_MESSAGES.codeNotFound, 'code');
    const balance = isCurrencyCode(card.currency) ? formatMoney(card.balanceCents, card.currency) : String(card.balanceCents);
    return { codeLastFour: card.codeLastFour, balanceCents: card.balanceCents, currency: card.currency, balance };
  }
}
