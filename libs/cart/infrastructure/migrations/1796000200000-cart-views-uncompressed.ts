import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A cart view's state is rewritten whole on every add (20 KB and more for a cart of 80 entries).
 * Compressing it (pglz, the only method this PostgreSQL build has) was the largest share of the
 * database's CPU per add: stored out of line uncompressed, the add benchmark went from 432 to 505
 * requests/s at 50 connections (tests/load/RESULTS.md). The rows are short-lived; disk is cheaper here.
 */
export class CartViewsUncompressed1796000200000 implements MigrationInterface {
  readonly name = 'CartViewsUncompressed1796000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE cart_views ALTER COLUMN state SET STORAGE EXTERNAL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE cart_views ALTER COLUMN state SET STORAGE EXTENDED');
  }
}
