import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { CENSUS_TOPICS } from '@mercato/contracts';
import { runtimeConfigFromEnv, startService, type RunningService, type Runtime } from '@mercato/runtime';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { BROWSER_UA, VISITOR_ID, censusKafkaReader, goodValue, pageSpeedRecord, recordHitForm, type CensusTopicsReader } from '@mercato/census/testing';
import { censusService } from '../../services/census/src/census-service';
import { proxyGateway } from '../../services/gateway/src/gateway';
import { sitesService } from '../../services/sites/src/sites-service';
import { testSiteCommand } from './support/fixtures';

/**
 * Distributed mode: the census service alone with its own database, behind the proxy gateway. It
 * learns the site from the sites topic and stores what visitors report on the census topics.
 */
const onKafka = process.env.EVENT_TRANSPORT === 'kafka';
const describeOnKafka = onKafka ? describe : describe.skip;
const title = `distributed mode: the census service behind the proxy gateway${onKafka ? '' : ' (skipped: needs EVENT_TRANSPORT=kafka)'}`;

const run = randomBytes(4).toString('hex');
const WEBSITE = `census-dist-${run}`;
const HOST = `census-dist-${run}.localhost`;
// Both services share this deployment's topics; the run's other tests (same broker) never see them.
const TOPIC_PREFIX = testTopicPrefix('census-service');

let sites: RunningService<Runtime>;
let census: RunningService<Runtime>;
let gateway: RunningService;
let reader: CensusTopicsReader;
const dropDatabases: Array<() => Promise<void>> = [];

async function serviceConfig(serviceName: string) {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabases.push(database.drop);
  return runtimeConfigFromEnv(serviceName, { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-${serviceName}-${run}`, KAFKA_TOPIC_PREFIX: TOPIC_PREFIX });
}

const post = (path: string, contentType: string, body: string) =>
  fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-host': HOST, 'x-forwarded-for': '203.0.113.45', 'user-agent': BROWSER_UA },
    body,
  });

describeOnKafka(title, () => {
  beforeAll(async () => {
    sites = await startService(await serviceConfig('sites'), sitesService);
    census = await startService(await serviceConfig('census'), censusService);
    gateway = await startService(runtimeConfigFromEnv('gateway', { ...process.env, PORT: '0' }), proxyGateway({ sites: sites.url, census: census.url }));
    await sites.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
    reader = await censusKafkaReader(process.env.KAFKA_BROKERS!.split(','), WEBSITE, TOPIC_PREFIX);
  }, 180_000);

  afterAll(async () => {
    await reader?.close();
    await gateway?.stop();
    await census?.stop();
    await sites?.stop();
    for (const drop of dropDatabases) await drop();
  });

  it('stores a page view and a page-speed beacon sent through the gateway, keyed and enriched like in embedded mode', async () => {
    // Until the census service has read the new site from the sites topic, the host is unknown (404).
    await eventually(async () => expect((await post('/api/census/RecordHit', 'application/x-www-form-urlencoded', new URLSearchParams(recordHitForm(WEBSITE)).toString())).status).toBe(202), 30_000);
    const beacon = await post('/api/1/performance/records', 'text/plain;charset=UTF-8', JSON.stringify([pageSpeedRecord(WEBSITE)]));
    expect(beacon.status).toBe(202);
    expect(await beacon.json()).toEqual({ accepted: 1, rejected: 0 });

    const stored = await eventually(async () => {
      const records = await reader.records();
      expect(records.map((record) => record.topic).sort()).toEqual([CENSUS_TOPICS.hits, CENSUS_TOPICS.performance].sort());
      return records;
    });
    const hit = goodValue(stored.find((record) => record.topic === CENSUS_TOPICS.hits)!);
    expect(hit).toMatchObject({ websiteId: WEBSITE, visitorId: VISITOR_ID, schema: 'hit', endpoint: '/api/census/RecordHit', client: { truncatedIp: '203.0.113.0', bot: false } });
  });

  it('refuses a body over 1 MiB streamed through the gateway with 413', async () => {
    const response = await post('/api/1/performance/records', 'text/plain', `[${'"x",'.repeat(300_000)}"x"]`);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: 413, message: 'Request body is too large.' });
  });
});
