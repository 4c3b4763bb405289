import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ContributorService } from '@mercato/accounts/application';
import { createTestDatabase } from '@mercato/testing';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { ContributorRole } from '@mercato/spec';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient } from '../integration/support/api-client';
import { createStore, testSiteCommand, WOOL_SCARF } from '../integration/support/fixtures';

/**
 * Every operation of the OpenAPI document at /api/docs-json, fuzzed by schemathesis with all its
 * checks against the embedded app, as an owner (administrator of the site the requests name) whose
 * browser holds a crumb. New operations are fuzzed as soon as they are in the document.
 * Bounded: MERCATO_FUZZ_MAX_EXAMPLES examples per operation in the fuzzing phase (default 10; the coverage phase adds its own cases), seed
 * MERCATO_FUZZ_SEED (default fixed, so a failure reproduces). MERCATO_FUZZ_REPORT_DIR keeps
 * schemathesis's reports and the document fuzzed there. MERCATO_FUZZ_PATH_REGEX fuzzes only the paths it matches.
 */
const WEBSITE = 'fuzz-site';
const HOST = 'fuzz-shop.localhost';
const ADMIN = { email: 'admin@fuzz.test', password: 'fuzzing is fun, really' };
const CRUMB = 'fuzz-crumb-0123456789abcdef';
const schemathesis = resolve(process.env.MERCATO_CACHE_DIR ?? '.cache', 'schemathesis/bin/schemathesis');

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let ownerSession: string;

beforeAll(async () => {
  // Census's per-address limit would answer 429 to most of schemathesis's calls (all from 127.0.0.1).
  process.env.CENSUS_RATE_LIMIT_PER_ADDRESS = '0';
  process.env.CENSUS_RATE_LIMIT_PER_SITE = '0';
  // The cart's and the gift card balance checks' per-address limits likewise.
  process.env.CART_RATE_LIMIT_PER_ADDRESS = '0';
  process.env.GIFT_CARD_BALANCE_CHECKS_PER_MINUTE = '0';
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(runtimeConfigFromEnv('fuzz', { ...process.env, EVENT_TRANSPORT: 'postgres', DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none' }));
  await gateway.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
  await gateway.app.get(ContributorService).create({ ...ADMIN, displayName: 'Admin', roles: [{ websiteId: WEBSITE, role: ContributorRole.ADMIN }] });
  const { call, login } = apiClient(gateway.url, HOST);
  const cookie = await login(ADMIN);
  ownerSession = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  const store = await createStore(call, cookie, WEBSITE);
  expect((await call('POST', `/api/content-service/product/1.1/websites/${WEBSITE}/products/${store.id}/items`, { cookie, body: WOOL_SCARF })).status).toBe(201);
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

/** What the assertion reads of schemathesis's JSON report. */
interface FuzzReport {
  readonly operations: { readonly tested: number };
  readonly test_cases: { readonly generated: number };
  readonly running_time: number;
  readonly failures: ReadonlyArray<{ readonly title: string; readonly operations: readonly string[] }>;
  readonly errors: ReadonlyArray<{ readonly title: string }>;
}

function readReport(directory: string): FuzzReport {
  const file = readdirSync(directory).find((name) => name.startsWith('json-') && name.endsWith('.json'));
  if (!file) throw new Error(`schemathesis wrote no JSON report in ${directory}`);
  return JSON.parse(readFileSync(join(directory, file), 'utf8')) as FuzzReport;
}

interface FuzzOutcome {
  readonly exitCode: number | null;
  readonly output: string;
}

/** Runs in `cwd`: schemathesis keeps a cache of what it found in its working directory. */
function runSchemathesis(cwd: string, args: readonly string[], env: Record<string, string>): Promise<FuzzOutcome> {
  return new Promise((done, fail) => {
    const child = spawn(schemathesis, ['--config-file', join(__dirname, 'schemathesis.toml'), ...args], { cwd, env: { ...process.env, ...env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (exitCode) => done({ exitCode, output }));
  });
}

it('finds no failure in any operation of the OpenAPI document (all checks, owner session)', async () => {
  expect(existsSync(schemathesis)).toBe(true);
  const keep = process.env.MERCATO_FUZZ_REPORT_DIR;
  const reports = keep ? resolve(keep) : mkdtempSync(join(tmpdir(), 'mercato-fuzz-'));
  if (keep) {
    mkdirSync(reports, { recursive: true });
    // The report read below must be this run's.
    for (const old of readdirSync(reports).filter((name) => name.startsWith('json-'))) rmSync(join(reports, old));
  }
  // A developer fuzzing the endpoints they changed; the stage always runs every operation.
  const onlyPaths = process.env.MERCATO_FUZZ_PATH_REGEX;
  writeFileSync(join(reports, 'openapi.json'), await (await fetch(`${gateway.url}/api/docs-json`)).text());
  try {
    const outcome = await runSchemathesis(reports, [
      'run', `${gateway.url}/api/docs-json`,
      '--url', gateway.url,
      '--max-examples', process.env.MERCATO_FUZZ_MAX_EXAMPLES ?? '10',
      '--seed', process.env.MERCATO_FUZZ_SEED ?? '20261125',
      // One worker: with two, Hypothesis's lambda-source cache raced (a FlakyFailure), and the app needs the other core.
      '--workers', '1',
      '--request-timeout', '10',
      '--header', `X-Forwarded-Host: ${HOST}`,
      '--report', 'json',
      '--report-dir', reports,
      ...(onlyPaths ? ['--include-path-regex', onlyPaths] : []),
    ], { MERCATO_FUZZ_OWNER_SESSION: ownerSession, MERCATO_FUZZ_WEBSITE: WEBSITE, MERCATO_FUZZ_CRUMB: CRUMB });
    if (outcome.exitCode !== 0) console.log(outcome.output);
    const report = readReport(reports);
    const operations = Object.entries((JSON.parse(readFileSync(join(reports, 'openapi.json'), 'utf8')) as OpenAPIObject).paths)
      .filter(([path]) => !onlyPaths || new RegExp(onlyPaths).test(path))
      .flatMap(([, item]) => Object.keys(item));
    console.log(`schemathesis: ${report.operations.tested} operations, ${report.test_cases.generated} cases in ${Math.round(report.running_time)} s`);
    expect({ exitCode: outcome.exitCode, failures: report.failures, errors: report.errors, tested: report.operations.tested }).toEqual({
      exitCode: 0,
      failures: [],
      errors: [],
      tested: operations.length,
    });
  } finally {
    if (!keep) rmSync(reports, { recursive: true, force: true });
  }
});
