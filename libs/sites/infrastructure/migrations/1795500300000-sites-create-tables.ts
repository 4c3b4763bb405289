import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hostnames each site claims (written in the site's append transaction, so two sites never
 * share one) and the storefront's site read model. IF NOT EXISTS: databases created by the
 * boot-time DDL before migrations already have them.
 */
export class SitesCreateTables1795500300000 implements MigrationInterface {
  readonly name = 'SitesCreateTables1795500300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE IF NOT EXISTS site_hosts (hostname text PRIMARY KEY, website_id text NOT NULL)');
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS sites (
       website_id  text PRIMARY KEY,
       title       text NOT NULL,
       currency    text NOT NULL,
       time_zone   text NOT NULL,
       locale      text NOT NULL,
       template_id text NOT NULL,
       header      jsonb NOT NULL,
       footer      jsonb NOT NULL,
       navigations jsonb NOT NULL,
       created_at  timestamptz NOT NULL
     )`);
    // Where a navigation item pointing at a collection leads: learnt from the catalog's events.
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS site_collection_links (
       collection_id text PRIMARY KEY,
       website_id    text NOT NULL,
       url_id        text NOT NULL,
       title         text NOT NULL
     )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS site_collection_links, sites, site_hosts');
  }
}
