import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Distributed mode: which website each host serves, the census service's own copy from the sites topic. */
export class CensusSiteHostsCreateTable1795590000002 implements MigrationInterface {
  readonly name = 'CensusSiteHostsCreateTable1795590000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE census_site_hosts (hostname text PRIMARY KEY, website_id text NOT NULL)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE census_site_hosts');
  }
}
