import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GiftCardBalances, GiftCardsService, giftCardCommandHandlers } from '@mercato/gift-cards/application';
import { GIFT_CARDS } from '@mercato/gift-cards/ports';
import { GiftCardBalanceRateLimitGuard } from './balance-rate-limit.guard';
import { GiftCardsController } from './gift-cards.controller';

/**
 * The gift cards context. Needs the platform's DataSource, PostgresEventStore, SITE_RESOLVER and
 * MailModule (the codes' mails). Exports GIFT_CARDS, the port checkout calls.
 */
@Module({
  imports: [CqrsModule],
  controllers: [GiftCardsController],
  providers: [...giftCardCommandHandlers, GiftCardBalances, GiftCardsService, GiftCardBalanceRateLimitGuard, { provide: GIFT_CARDS, useExisting: GiftCardsService }],
  exports: [GIFT_CARDS],
})
export class GiftCardsModule {}
