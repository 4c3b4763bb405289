import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { GiftCardBalance, GiftCardOrderLine, GiftCardRedemption, GiftCards, GiftCardSpend, IssuedGiftCard } from '@mercato/gift-cards/ports';
import { GiftCardBalances } from './gift-card-balances';
import { IssueGiftCardCommand } from './issue-gift-card';
import { RedeemGiftCardCommand } from './redeem-gift-card';
import { RefundGiftCardRedemptionCommand } from './refund-gift-card-redemption';

/** The published port (GIFT_CARDS) over this context's commands and its balance table. */
@Injectable()
export class GiftCardsService implements GiftCards {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(GiftCardBalances) private readonly balances: GiftCardBalances,
  ) {}

  issue(line: GiftCardOrderLine): Promise<IssuedGiftCard> {
    return this.commands.execute<IssueGiftCardCommand, IssuedGiftCard>(new IssueGiftCardCommand(line));
  }

  redeem(spend: GiftCardSpend): Promise<GiftCardRedemption> {
    return this.commands.execute<RedeemGiftCardCommand, GiftCardRedemption>(new RedeemGiftCardCommand(spend));
  }

  refund(redemption: Pick<GiftCardRedemption, 'giftCardId' | 'redemptionId'>): Promise<void> {
    return this.commands.execute<RefundGiftCardRedemptionCommand, void>(new RefundGiftCardRedemptionCommand(redemption.giftCardId, redemption.redemptionId));
  }

  balanceOf(websiteId: string, code: string): Promise<GiftCardBalance | undefined> {
    return this.balances.ofCode(websiteId, code);
  }
}
