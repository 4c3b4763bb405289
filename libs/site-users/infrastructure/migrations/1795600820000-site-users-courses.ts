import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Video courses and their lessons: written in the transactions that append their events. */
export class SiteUsersCourses1795600820000 implements MigrationInterface {
  readonly name = 'SiteUsersCourses1795600820000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE courses (
      course_id uuid PRIMARY KEY,
      website_id text NOT NULL,
      url_id text NOT NULL,
      title text NOT NULL,
      member_area_id uuid NOT NULL REFERENCES member_areas (member_area_id),
      UNIQUE (website_id, url_id))`);
    await queryRunner.query(`CREATE TABLE course_lessons (
      lesson_id uuid PRIMARY KEY,
      course_id uuid NOT NULL REFERENCES courses (course_id),
      position integer NOT NULL,
      url_id text NOT NULL,
      title text NOT NULL,
      description text NOT NULL,
      video_provider text NOT NULL,
      video_id text NOT NULL,
      UNIQUE (course_id, url_id))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS course_lessons');
    await queryRunner.query('DROP TABLE IF EXISTS courses');
  }
}
