import { IssueGiftCardHandler } from './issue-gift-card';
import { RedeemGiftCardHandler } from './redeem-gift-card';
import { RefundGiftCardRedemptionHandler } from './refund-gift-card-redemption';

export * from './gift-card-balances';
export * from './gift-card-codes';
export * from './gift-card-mail';
export * from './gift-card.stream';
export * from './gift-cards.service';
export * from './issue-gift-card';
export * from './redeem-gift-card';
export * from './refund-gift-card-redemption';

export const giftCardCommandHandlers = [IssueGiftCardHandler, RedeemGiftCardHandler, RefundGiftCardRedemptionHandler];
