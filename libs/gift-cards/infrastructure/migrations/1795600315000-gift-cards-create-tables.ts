import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cards' balances, written in each append's transaction (so a balance check right after a
 * purchase or a spend sees it) and keyed by the hash of the code: the code itself is stored nowhere
 * but in the buyer's mail.
 */
export class GiftCardsCreateTables1795600315000 implements MigrationInterface {
  readonly name = 'GiftCardsCreateTables1795600315000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE gift_card_balances (
         gift_card_id   text PRIMARY KEY,
         website_id     text NOT NULL,
         code_hash      text NOT NULL UNIQUE,
         code_last_four text NOT NULL,
         currency       text NOT NULL,
         issued_cents   bigint NOT NULL,
         balance_cents  bigint NOT NULL CHECK (balance_cents >= 0),
         updated_at     timestamptz NOT NULL
       )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE gift_card_balances');
  }
}
