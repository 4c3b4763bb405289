import { Inject, Injectable } from '@nestjs/common';
import { GIFT_CARDS, type GiftCards } from '@mercato/gift-cards/ports';
import { giftCardsToIssue, type PaidOrder } from '@mercato/orders/domain';

/**
 * Issues the gift cards a paid order bought, one per unit of each gift card line, through the
 * gift cards context's port (which mails each code to the buyer in the card's own transaction).
 * Each card's id follows from the order and the line, so asking again (a retried checkout)
 * issues and mails nothing twice.
 */
@Injectable()
export class IssueOrderGiftCards {
  constructor(@Inject(GIFT_CARDS) private readonly giftCards: GiftCards) {}

  async issueFor(order: PaidOrder): Promise<void> {
    for (const card of giftCardsToIssue(order.lines)) {
      await this.giftCards.issue({ websiteId: order.websiteId, orderId: order.orderId, orderLineId: card.orderLineId, amountCents: card.amountCents, currency: order.currency, buyerEmail: order.email });
    }
  }
}
