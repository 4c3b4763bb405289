import { Inject } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore, runCommand } from '@mercato/event-store';
import { enqueueMail } from '@mercato/mail';
import { withSpan } from '@mercato/observability';
import { giftCardStreamId } from '@mercato/gift-cards/domain';
import type { GiftCardOrderLine, IssuedGiftCard } from '@mercato/gift-cards/ports';
import { writeGiftCardBalance } from './gift-card-balances';
import { giftCardCodeHash, giftCardIdOf, newGiftCardCode } from './gift-card-codes';
import { GIFT_CARD_MAIL_SOURCE, giftCardMail } from './gift-card-mail';
import { giftCardStream } from './gift-card.stream';

export class IssueGiftCardCommand {
  constructor(readonly line: GiftCardOrderLine) {}
}

/**
 * Issues the card of a paid order line and queues the code's mail in the same transaction: the
 * code exists only in that mail (the events and tables hold its hash), so a card is never issued
 * without its mail, and a repeated issue (same line, same card) neither issues nor mails again.
 * With `manager`, in that transaction (the order reactor's batch); otherwise in its own.
 */
export async function issueGiftCard(store: PostgresEventStore, line: GiftCardOrderLine, manager?: EntityManager): Promise<IssuedGiftCard> {
  const giftCardId = giftCardIdOf(line.websiteId, line.orderId, line.orderLineId);
  const code = newGiftCardCode();
  const { state } = await runCommand(store, {
    stream: giftCardStream,
    streamId: giftCardStreamId(giftCardId),
    command: {
      type: 'IssueGiftCard',
      websiteId: line.websiteId,
      giftCardId,
      codeHash: giftCardCodeHash(code),
      codeLastFour: code.slice(-4),
      amountCents: line.amountCents,
      currency: line.currency,
      orderId: line.orderId,
      orderLineId: line.orderLineId,
      buyerEmail: line.buyerEmail,
      issuedAt: new Date().toISOString(),
    },
    manager,
    onAppended: async (inTransaction, events, issued) => {
      await writeGiftCardBalance(inTransaction, events, issued);
      const message = giftCardMail({ to: line.buyerEmail, code, amountCents: line.amountCents, currency: line.currency });
      await enqueueMail(inTransaction, { websiteId: line.websiteId, source: GIFT_CARD_MAIL_SOURCE, reference: giftCardId, message });
    },
  });
  // Issued by this call or an earlier one: both answer the card as it stands.
  if (state.status !== 'issued') throw new Error(`Gift card ${giftCardId} was not issued`);
  return { giftCardId, codeLastFour: state.codeLastFour, balanceCents: state.balanceCents, currency: state.currency };
}

@CommandHandler(IssueGiftCardCommand)
export class IssueGiftCardHandler implements ICommandHandler<IssueGiftCardCommand, IssuedGiftCard> {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  execute({ line }: IssueGiftCardCommand): Promise<IssuedGiftCard> {
    return withSpan('command IssueGiftCard', () => issueGiftCard(this.store, line));
  }
}
