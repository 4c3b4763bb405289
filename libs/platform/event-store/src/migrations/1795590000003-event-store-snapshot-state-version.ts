import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shape of a snapshot's `state` (its stream's `SnapshotPolicy.stateVersion`): a snapshot of
 * another shape is ignored. Rows from before the column read as 0, which no policy declares.
 * IF NOT EXISTS: the boot-time DDL of the last release before migrations already added it.
 */
export class EventStoreSnapshotStateVersion1795590000003 implements MigrationInterface {
  readonly name = 'EventStoreSnapshotStateVersion1795590000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE es_snapshots ADD COLUMN IF NOT EXISTS state_version integer NOT NULL DEFAULT 0');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE es_snapshots DROP COLUMN state_version');
  }
}
