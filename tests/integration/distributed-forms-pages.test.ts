import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { CreateStoreCollectionCommand } from '@mercato/catalog/application';
import { runtimeConfigFromEnv, startService, type RunningService, type Runtime } from '@mercato/runtime';
import { BlockType, unexpectedOptionMessage } from '@mercato/spec';
import { eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { catalogService } from '../../services/catalog/src/catalog-service';
import { formsService } from '../../services/forms/src/forms-service';
import { proxyGateway } from '../../services/gateway/src/gateway';
import { sitesService } from '../../services/sites/src/sites-service';
import { apiClient, type ApiClient } from './support/api-client';
import { distributedServices } from './support/distributed-services';
import { testSiteCommand } from './support/fixtures';
import { FORMS_OWNER, createFormsOwner } from './support/forms';

/**
 * Issue 15 in distributed mode: the forms service has no catalog of its own and asks the catalog
 * service which page ids are the site's store pages (HttpStorePages, its internal endpoint), so a
 * form placed on a page the site does not have is refused as in the embedded gateway
 * (forms-pages.test.ts). Kafka only, as every service learns the site from the sites topic.
 */
const onKafka = process.env.EVENT_TRANSPORT === 'kafka';
const describeOnKafka = onKafka ? describe : describe.skip;
const title = `distributed mode: the forms service asks the catalog service about store pages${onKafka ? '' : ' (skipped: needs EVENT_TRANSPORT=kafka)'}`;

const run = randomBytes(4).toString('hex');
const WEBSITE = `dist-form-pages-${run}`;
const HOST = `dist-form-pages-${run}.localhost`;
const services = distributedServices(run, testTopicPrefix('distributed-forms-pages'));
const fields = [{ id: 'email', type: 'email', title: 'Email', required: true }];

let sites: RunningService<Runtime>;
let catalog: RunningService<Runtime>;
let forms: RunningService<Runtime>;
let gateway: RunningService;
let call: ApiClient['call'];
let owner: string;
let storePageId: string;

/** A store page straight in the catalog service's streams, as the owner's console makes one. */
const storePage = async (websiteId: string, title: string): Promise<string> =>
  ((await catalog.app.get(CommandBus).execute(new CreateStoreCollectionCommand(websiteId, { title, navigationTitle: '', urlId: '', description: '', enabled: true }))) as { id: string }).id;
const defineForm = (name: string, pageIds: string[]) => call('POST', '/api/rest/forms', { cookie: owner, body: { blockType: BlockType.FORM, name, fields, pageIds } });
const formNames = async () => ((await call('GET', '/api/rest/forms', { cookie: owner })).body as { name: string }[]).map((form) => form.name);

describeOnKafka(title, () => {
  beforeAll(async () => {
    sites = await startService(await services.config('sites'), sitesService);
    catalog = await startService(await services.config('catalog'), catalogService({ sitesServiceUrl: sites.url }));
    forms = await startService(await services.config('forms'), formsService({ sitesServiceUrl: sites.url, catalogServiceUrl: catalog.url }));
    gateway = await startService(runtimeConfigFromEnv('gateway', { ...process.env, PORT: '0' }), proxyGateway({ sites: sites.url, catalog: catalog.url, forms: forms.url }));
    ({ call } = apiClient(gateway.url, HOST));
    await sites.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
    await createFormsOwner(sites.app.get(ContributorService), WEBSITE);
    owner = await apiClient(gateway.url, HOST).login(FORMS_OWNER);
    // The forms service knows the host once the sites topic told it.
    await eventually(async () => expect((await call('GET', '/api/rest/forms', { cookie: owner })).status).toBe(200));
    storePageId = await storePage(WEBSITE, 'About');
  }, 180_000);

  afterAll(async () => {
    await gateway?.stop();
    await forms?.stop();
    await catalog?.stop();
    await sites?.stop();
    await services.dropDatabases();
  });

  it("refuses a page the site does not have (unknown, or another site's) with the embedded 400, saving nothing", async () => {
    const otherSitePage = await storePage(`elsewhere-${run}`, 'Elsewhere');
    for (const [pageIds, unknown] of [[[storePageId, 'collection-nowhere'], 'collection-nowhere'], [[otherSitePage], otherSitePage]] as const) {
      const refused = await defineForm('Misplaced', [...pageIds]);
      expect({ status: refused.status, body: refused.body }).toMatchObject({ status: 400, body: { message: unexpectedOptionMessage(unknown), errors: { pageIds: unexpectedOptionMessage(unknown) } } });
    }
    expect(await formNames()).not.toContain('Misplaced');
  });

  it('places a form on a real store page, known at once (no topic in between), and the page lists it', async () => {
    const placed = await defineForm('Questions', [storePageId]);
    expect(placed.status).toBe(201);
    expect(placed.body.definition.pageIds).toEqual([storePageId]);
    const blocks = await call('GET', `/api/form/page-blocks/${storePageId}`);
    expect((blocks.body.forms as { name: string }[]).map((form) => form.name)).toEqual(['Questions']);
  });

  it("forwards none of the catalog's internal page check through the proxy gateway", async () => {
    const direct = await fetch(`${catalog.url}/internal/store-pages/${WEBSITE}/unknown`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pageIds: [storePageId, 'nope'] }) });
    expect(await direct.json()).toEqual({ unknownPageIds: ['nope'] });
    const forwarded = await fetch(`${gateway.url}/internal/store-pages/${WEBSITE}/unknown`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': HOST }, body: JSON.stringify({ pageIds: ['nope'] }) });
    expect(forwarded.status).toBe(404);
  });
});
