import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The test provider's saved cards: a token stands for a card's last four digits and what it does. */
export class PaymentsTestPaymentMethods1795600465000 implements MigrationInterface {
  readonly name = 'PaymentsTestPaymentMethods1795600465000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE test_payment_methods (
      token          text PRIMARY KEY,
      website_id     text NOT NULL,
      card_last4     text NOT NULL,
      card_behaviour jsonb NOT NULL,
      created_at     timestamptz NOT NULL DEFAULT now())`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS test_payment_methods');
  }
}
