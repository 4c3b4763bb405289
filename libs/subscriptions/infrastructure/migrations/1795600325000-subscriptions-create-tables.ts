import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each subscription's state as of its last event, written in the append's transaction: the
 * confirmation page reads it right after checkout (by the hash of its token), and the renewal
 * scheduler finds what is due by `due_at`.
 */
export class SubscriptionsCreateTables1795600325000 implements MigrationInterface {
  readonly name = 'SubscriptionsCreateTables1795600325000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE subscription_views (
         subscription_id text PRIMARY KEY,
         website_id      text NOT NULL,
         token_hash      text NOT NULL UNIQUE,
         status          text NOT NULL,
         due_at          timestamptz,
         state           jsonb NOT NULL,
         updated_at      timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await queryRunner.query(`CREATE INDEX subscription_views_due ON subscription_views (due_at) WHERE status = 'active'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE subscription_views');
  }
}
