import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FORMS_TABLES, FORMS_TABLE_STATEMENTS } from '../forms-tables';

/** The forms context's first tables. */
export class FormsCreateTables1795600000000 implements MigrationInterface {
  readonly name = 'FormsCreateTables1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of FORMS_TABLE_STATEMENTS) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...FORMS_TABLES].reverse()) await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
