import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { GiftCardEvent, GiftCardState } from '@mercato/gift-cards/domain';
import type { GiftCardBalance } from '@mercato/gift-cards/ports';
import { giftCardCodeHash } from './gift-card-codes';

/**
 * Writes a card's balance row in the append's transaction, from the state the events left: the
 * row never disagrees with the stream, and the table's CHECK would refuse a negative balance even
 * if a bug let one through the decider.
 */
export async function writeGiftCardBalance(manager: EntityManager, events: readonly GiftCardEvent[], state: GiftCardState): Promise<void> {
  if (state.status !== 'issued') return;
  for (const event of events) {
    if (event.$typeName === 'mercato.giftcards.v1.GiftCardIssued') {
      await manager.query(
        `INSERT INTO gift_card_balances (gift_card_id, website_id, code_hash, code_last_four, currency, issued_cents, balance_cents, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
        [state.giftCardId, state.websiteId, event.codeHash, event.codeLastFour, state.currency, state.balanceCents, event.issuedAt],
      );
      return;
    }
  }
  await manager.query(`UPDATE gift_card_balances SET balance_cents = $2, updated_at = now() WHERE gift_card_id = $1`, [state.giftCardId, state.balanceCents]);
}

interface BalanceRow {
  gift_card_id: string;
  code_last_four: string;
  balance_cents: string;
  currency: string;
}

/** Finds cards by code: the hash of what the buyer typed, on the site they are on. */
@Injectable()
export class GiftCardBalances {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async ofCode(websiteId: string, code: string): Promise<GiftCardBalance | undefined> {
    const rows: BalanceRow[] = await this.dataSource.query(
      `SELECT gift_card_id, code_last_four, balance_cents, currency FROM gift_card_balances WHERE code_hash = $1 AND website_id = $2`,
      [giftCardCodeHash(code), websiteId],
    );
    const row = rows[0];
    return row && { giftCardId: row.gift_card_id, codeLastFour: row.code_last_four, balanceCents: Number(row.balance_cents), currency: row.currency };
  }
}
