import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Distributed mode: a service's own copy of the websites it serves (hosts, currency,
 * time zone), learnt from the sites topic. IF NOT EXISTS: databases created by the boot-time DDL
 * before migrations already have them.
 */
export class CatalogSiteDirectoryCreateTables1795500500000 implements MigrationInterface {
  readonly name = 'CatalogSiteDirectoryCreateTables1795500500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS catalog_sites (
       website_id text PRIMARY KEY,
       currency   text NOT NULL,
       time_zone  text NOT NULL
     )`);
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS catalog_site_hosts (
       hostname   text PRIMARY KEY,
       website_id text NOT NULL
     )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS catalog_site_hosts, catalog_sites');
  }
}
