import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Carts no longer take snapshots: a command starts from the cart view, also after a lost race. The
 * snapshots taken before are never read again. A database with the cart's tables but no event store
 * (a read model's own) has none to drop.
 */
export class CartDropSnapshots1796000400000 implements MigrationInterface {
  readonly name = 'CartDropSnapshots1796000400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DO $$ BEGIN
      IF to_regclass('es_snapshots') IS NOT NULL THEN
        DELETE FROM es_snapshots WHERE stream_id IN (SELECT stream_id FROM es_streams WHERE stream_type = 'cart');
      END IF;
    END $$`);
  }

  async down(): Promise<void> {
    // Nothing to restore: a cart's state is its view, or its events folded.
  }
}
