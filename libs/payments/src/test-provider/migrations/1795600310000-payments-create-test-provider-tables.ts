import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The built-in test provider's state: its payments, and every call's outcome by idempotency key,
 * so a call retried after a restart still answers the first outcome and charges nothing twice.
 */
const statements: readonly string[] = [
  `CREATE TABLE test_payments (
     id             uuid PRIMARY KEY,
     website_id     text NOT NULL,
     reference      text NOT NULL,
     amount_cents   bigint NOT NULL,
     currency       text NOT NULL,
     card_last4     text NOT NULL,
     card_behaviour jsonb NOT NULL,
     status         text NOT NULL,
     refunded_cents bigint NOT NULL DEFAULT 0,
     created_at     timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX test_payments_reference ON test_payments (website_id, reference)`,
  `CREATE TABLE test_payment_calls (
     idempotency_key text PRIMARY KEY,
     operation       text NOT NULL,
     request         jsonb NOT NULL,
     outcome         jsonb NOT NULL,
     created_at      timestamptz NOT NULL DEFAULT now()
   )`,
];

export class PaymentsCreateTestProviderTables1795600310000 implements MigrationInterface {
  readonly name = 'PaymentsCreateTestProviderTables1795600310000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE test_payment_calls');
    await queryRunner.query('DROP TABLE test_payments');
  }
}
