import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Token buckets shared by every process on the database (`PostgresTokenBuckets`): one row per
 * limit (`scope`) and sha256 of the key. `full_at` is when the bucket is full again: from then the
 * row says nothing an absent one would not, so it may be pruned.
 */
export class RateLimitBuckets1796100410000 implements MigrationInterface {
  readonly name = 'RateLimitBuckets1796100410000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE rate_limit_buckets (
      scope      text NOT NULL,
      key        text NOT NULL,
      tokens     double precision NOT NULL,
      admitted   boolean NOT NULL,
      updated_at timestamptz NOT NULL,
      full_at    timestamptz NOT NULL,
      PRIMARY KEY (scope, key))`);
    await queryRunner.query('CREATE INDEX rate_limit_buckets_full_at ON rate_limit_buckets (full_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE rate_limit_buckets');
  }
}
