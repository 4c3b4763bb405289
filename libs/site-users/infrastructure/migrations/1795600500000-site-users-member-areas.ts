import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Member areas, the pages each protects, and memberships: written in the transactions that append their events. */
export class SiteUsersMemberAreas1795600500000 implements MigrationInterface {
  readonly name = 'SiteUsersMemberAreas1795600500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE member_areas (
      member_area_id uuid PRIMARY KEY,
      website_id text NOT NULL,
      name text NOT NULL,
      free_join boolean NOT NULL)`);
    await queryRunner.query('CREATE INDEX member_areas_by_site ON member_areas (website_id)');
    await queryRunner.query(`CREATE TABLE member_area_pages (
      website_id text NOT NULL,
      page_id text NOT NULL,
      member_area_id uuid NOT NULL REFERENCES member_areas (member_area_id),
      PRIMARY KEY (website_id, page_id, member_area_id))`);
    await queryRunner.query(`CREATE TABLE memberships (
      member_area_id uuid NOT NULL REFERENCES member_areas (member_area_id),
      site_user_id uuid NOT NULL,
      website_id text NOT NULL,
      granted_by text NOT NULL,
      granted_at timestamptz NOT NULL,
      expires_at timestamptz,
      PRIMARY KEY (member_area_id, site_user_id))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS memberships');
    await queryRunner.query('DROP TABLE IF EXISTS member_area_pages');
    await queryRunner.query('DROP TABLE IF EXISTS member_areas');
  }
}
