import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_TABLE, runMigrations } from '@mercato/database';
import { createLogger } from '@mercato/observability';
import { combineParts, platformMigrations, runtimeConfigFromEnv, startRuntime, type Runtime, type RuntimeParts } from '@mercato/runtime';
import { createTestDatabase, withClient } from '@mercato/testing';
import { censusSiteHostsParts } from '@mercato/census/http';
import { siteDirectoryParts } from '@mercato/sites/read-model';
import { allContexts } from '../../services/gateway/src/contexts';

/**
 * Deployments created before migrations existed: their tables came from the boot-time DDL of
 * commit a753e2c (support/schema-before-migrations.sql). Starting the new code on such a database
 * keeps its rows, records every migration, and leaves the same tables a fresh database gets.
 */
const everyPart: RuntimeParts = combineParts(allContexts, siteDirectoryParts, censusSiteHostsParts);
const everyMigrationName = [...platformMigrations, ...everyPart.migrations].map((migration) => new migration().name ?? migration.name);
const logger = createLogger('migrations-it', undefined, 'warn');
const databases: Array<() => Promise<void>> = [];

async function freshDatabase(): Promise<string> {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  databases.push(database.drop);
  return database.url;
}

function start(databaseUrl: string, name: string): Promise<Runtime> {
  // Migrations are the same on either transport; the events table keeps this test off the broker.
  return startRuntime(runtimeConfigFromEnv(name, { DATABASE_URL: databaseUrl, EVENT_TRANSPORT: 'postgres', PORT: '0' }), everyPart, logger);
}

/** Columns, types, defaults and indexes of the public tables (the migrations table aside). */
async function schemaOf(url: string): Promise<{ columns: unknown[]; indexes: unknown[] }> {
  return withClient(url, async (client) => ({
    columns: (await client.query(
      `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> $1 ORDER BY table_name, column_name`,
      [MIGRATIONS_TABLE],
    )).rows,
    indexes: (await client.query(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> $1 ORDER BY indexname`, [MIGRATIONS_TABLE])).rows,
  }));
}

async function recordedMigrations(runtime: Runtime): Promise<string[]> {
  const rows: { name: string }[] = await runtime.dataSource.query(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY timestamp`);
  return rows.map((row) => row.name);
}

afterAll(async () => {
  for (const drop of databases) await drop();
});

describe('migrations on a database the boot-time DDL created', () => {
  let upgradedUrl: string;
  let runtime: Runtime;

  beforeAll(async () => {
    upgradedUrl = await freshDatabase();
    await withClient(upgradedUrl, async (client) => {
      await client.query(readFileSync(join(__dirname, 'support', 'schema-before-migrations.sql'), 'utf8'));
      await client.query(`INSERT INTO contributors (id, email, password_hash, display_name) VALUES ('7f0c4c9e-3b1a-4d52-9d1e-2a8f5b6c7d01', 'owner@example.com', 'scrypt$hash', 'Owner')`);
      await client.query(`INSERT INTO contributor_roles (contributor_id, website_id, role) VALUES ('7f0c4c9e-3b1a-4d52-9d1e-2a8f5b6c7d01', 'old-site', 1)`);
      await client.query(`INSERT INTO site_hosts (hostname, website_id) VALUES ('old-shop.example', 'old-site')`);
      await client.query(`INSERT INTO es_streams (stream_id, stream_type, version) VALUES ('site-old-site', 'site', 1)`);
      await client.query(
        `INSERT INTO es_events (event_id, stream_id, stream_version, event_type, topic, data)
         VALUES ('0b9d7c1e-5f3a-4e2b-8c6d-1a2b3c4d5e6f', 'site-old-site', 1, 'SiteCreated', 'sites.events.v1', '{"websiteId":"old-site"}')`,
      );
      // The sites projection had applied that event before the upgrade: its row must stay as it was.
      await client.query(
        `INSERT INTO sites (website_id, title, currency, time_zone, locale, template_id, header, footer, navigations, created_at)
         VALUES ('old-site', 'Old Shop', 'EUR', 'Europe/Paris', 'fr-FR', 'tpl', '{}', '{}', '[]', now())`,
      );
      await client.query(`INSERT INTO projection_stream_versions (projection, stream_id, version, event_id) VALUES ('sites', 'site-old-site', 1, '0b9d7c1e-5f3a-4e2b-8c6d-1a2b3c4d5e6f')`);
      await client.query(`INSERT INTO es_snapshots (stream_id, version, state_version, state) VALUES ('site-old-site', 1, 2, '{"status":"created"}')`);
      await client.query(`INSERT INTO catalog_url_ids (website_id, scope, url_id, owner_id) VALUES ('old-site', 'store', 'shop', 'collection-1')`);
      await client.query(`INSERT INTO census_records (topic, key, record_id, headers, value, received_at) VALUES ('census.hits.v1', 'old-site', 'c0ffee00-0000-4000-8000-000000000001', '{}', '{}', now())`);
    });
    runtime = await start(upgradedUrl, 'migrations-upgrade-it');
  });

  afterAll(() => runtime.stop());

  it('keeps every row the old deployment had', async () => {
    await runtime.catchUp();
    const count = async (table: string) => (await runtime.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
    expect(await runtime.dataSource.query('SELECT email, display_name FROM contributors')).toEqual([{ email: 'owner@example.com', display_name: 'Owner' }]);
    expect(await runtime.dataSource.query('SELECT website_id, role FROM contributor_roles')).toEqual([{ website_id: 'old-site', role: 1 }]);
    expect(await runtime.dataSource.query('SELECT hostname, website_id FROM site_hosts')).toEqual([{ hostname: 'old-shop.example', website_id: 'old-site' }]);
    expect(await runtime.dataSource.query('SELECT title, currency FROM sites')).toEqual([{ title: 'Old Shop', currency: 'EUR' }]);
    expect(await runtime.dataSource.query('SELECT stream_id, version FROM es_streams')).toEqual([{ stream_id: 'site-old-site', version: 1 }]);
    expect(await count('es_events')).toBe(1);
    expect(await runtime.dataSource.query('SELECT version, state_version, state FROM es_snapshots')).toEqual([{ version: 1, state_version: 2, state: { status: 'created' } }]);
    expect(await count('catalog_url_ids')).toBe(1);
    expect(await count('census_records')).toBe(1);
  });

  it('records every migration once, in timestamp order', async () => {
    expect(await recordedMigrations(runtime)).toEqual([...everyMigrationName].sort((a, b) => Number(a.slice(-13)) - Number(b.slice(-13))));
  });

  it('leaves the same tables, columns and indexes as migrating an empty database', async () => {
    const emptyUrl = await freshDatabase();
    const fresh = await start(emptyUrl, 'migrations-fresh-it');
    await fresh.stop();
    expect(await schemaOf(upgradedUrl)).toEqual(await schemaOf(emptyUrl));
  });

  it('runs nothing on the next start', async () => {
    const again = await start(upgradedUrl, 'migrations-restart-it');
    try {
      expect(await recordedMigrations(again)).toHaveLength(everyMigrationName.length);
      expect(await runMigrations(again.dataSource)).toEqual([]);
    } finally {
      await again.stop();
    }
  });
});

describe('two processes starting on one empty database', () => {
  it('both start, and each migration runs once', async () => {
    const url = await freshDatabase();
    const [first, second] = await Promise.all([start(url, 'migrations-race-a'), start(url, 'migrations-race-b')]);
    try {
      expect(await recordedMigrations(first)).toHaveLength(everyMigrationName.length);
      expect(new Set(await recordedMigrations(second))).toEqual(new Set(everyMigrationName));
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
