import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CART_TABLES, CART_TABLE_STATEMENTS } from '../cart-tables';

/** The cart context's first tables. */
export class CartCreateTables1764100000000 implements MigrationInterface {
  readonly name = 'CartCreateTables1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of CART_TABLE_STATEMENTS) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...CART_TABLES].reverse()) await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
