import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The membership expiry sweep reads the memberships whose end has passed, oldest end first. */
export class SiteUsersMembershipEnds1796100400000 implements MigrationInterface {
  readonly name = 'SiteUsersMembershipEnds1796100400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX memberships_by_end ON memberships (expires_at) WHERE expires_at IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS memberships_by_end');
  }
}
