import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MEDIA_TABLES, MEDIA_TABLE_STATEMENTS } from '../media-tables';

/** The media context's first tables: image assets and gallery blocks. */
export class MediaCreateTables1795700000000 implements MigrationInterface {
  readonly name = 'MediaCreateTables1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of MEDIA_TABLE_STATEMENTS) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of MEDIA_TABLES) await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
