import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { CreateProductCommand, CreateStoreCollectionCommand } from '@mercato/catalog/application';
import { runtimeConfigFromEnv, startService, type RunningService, type Runtime } from '@mercato/runtime';
import { BlockType } from '@mercato/spec';
import { eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { catalogService } from '../../services/catalog/src/catalog-service';
import { formsService } from '../../services/forms/src/forms-service';
import { proxyGateway } from '../../services/gateway/src/gateway';
import { sitesService } from '../../services/sites/src/sites-service';
import { apiClient, type ApiClient } from './support/api-client';
import { product, variant } from './support/cart-products';
import { distributedServices } from './support/distributed-services';
import { testSiteCommand } from './support/fixtures';
import { FORMS_OWNER, createFormsOwner } from './support/forms';

/**
 * Spec §3 "additionalFieldsForm" in distributed mode: the catalog service has no forms of its own
 * and reads a product's form from the forms service (HttpFormDefinitions, the forms service's
 * internal endpoint), so its product page carries the form as the embedded gateway's does; with the
 * forms service gone the page is still served, without the form. Kafka only, as every service
 * learns the site from the sites topic.
 */
const onKafka = process.env.EVENT_TRANSPORT === 'kafka';
const describeOnKafka = onKafka ? describe : describe.skip;
const title = `distributed mode: the catalog's product page reads its additional-fields form from the forms service${onKafka ? '' : ' (skipped: needs EVENT_TRANSPORT=kafka)'}`;

const run = randomBytes(4).toString('hex');
const WEBSITE = `dist-product-forms-${run}`;
const HOST = `dist-product-forms-${run}.localhost`;
const services = distributedServices(run, testTopicPrefix('distributed-product-forms'));
const PRODUCT_PAGE = '/api/storefront/products/shop/engraved-pen';

let sites: RunningService<Runtime>;
let catalog: RunningService<Runtime>;
let forms: RunningService<Runtime> | undefined;
let gateway: RunningService;
let call: ApiClient['call'];
let formId: string;

describeOnKafka(title, () => {
  beforeAll(async () => {
    sites = await startService(await services.config('sites'), sitesService);
    forms = await startService(await services.config('forms'), formsService({ sitesServiceUrl: sites.url }));
    catalog = await startService(await services.config('catalog'), catalogService({ sitesServiceUrl: sites.url, formsServiceUrl: forms.url }));
    gateway = await startService(runtimeConfigFromEnv('gateway', { ...process.env, PORT: '0' }), proxyGateway({ sites: sites.url, catalog: catalog.url, forms: forms.url }));
    ({ call } = apiClient(gateway.url, HOST));
    await sites.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
    await createFormsOwner(sites.app.get(ContributorService), WEBSITE);
    const owner = await apiClient(gateway.url, HOST).login(FORMS_OWNER);
    // The forms service knows the host once the sites topic told it.
    const defined = await eventually(async () => {
      const response = await call('POST', '/api/rest/forms', {
        cookie: owner,
        body: { blockType: BlockType.FORM, name: 'Engraving', fields: [{ id: 'text', type: 'text', title: 'Engraving', required: true }, { id: 'intro', type: 'section', title: 'About you' }, { id: 'font', type: 'select', title: 'Font', options: ['Serif', 'Script'] }] },
      });
      expect(response.status).toBe(201);
      return response.body as { formId: string };
    });
    formId = defined.formId;
    // The catalog service knows the site (and its currency) once the sites topic told it.
    const commands = catalog.app.get(CommandBus);
    const store = await eventually(async () => (await commands.execute(new CreateStoreCollectionCommand(WEBSITE, { title: 'Shop', navigationTitle: 'Shop', urlId: 'shop', description: '', enabled: true }))) as { id: string });
    await commands.execute(new CreateProductCommand(WEBSITE, store.id, product('Engraved Pen', { urlId: 'engraved-pen', additionalFieldsFormId: formId, variants: [variant('PEN', 2500, { qtyInStock: 2 })] })));
  }, 180_000);

  afterAll(async () => {
    await gateway?.stop();
    await catalog?.stop();
    await forms?.stop();
    await sites?.stop();
    await services.dropDatabases();
  });

  it('answers the product page with the form the product names: the fields that take an answer, as the owner defined them', async () => {
    const page = await eventually(async () => {
      const response = await call('GET', PRODUCT_PAGE);
      expect(response.status).toBe(200);
      return response.body;
    });
    expect(page.product.additionalFieldsFormId).toBe(formId);
    expect(page.product.additionalFieldsForm).toEqual({
      id: formId,
      name: 'Engraving',
      fields: [
        { id: 'text', type: 'text', title: 'Engraving', required: true, description: '', placeholder: '', options: [] },
        { id: 'font', type: 'select', title: 'Font', required: false, description: '', placeholder: '', options: ['Serif', 'Script'] },
      ],
    });
    const collection = await call('GET', '/api/storefront/collections/shop');
    expect(collection.body.products.map((listed: { additionalFieldsForm: { id: string } | null }) => listed.additionalFieldsForm?.id)).toEqual([formId]);
  });

  it("answers another site's form id as no form, and forwards none of the forms service's internal read through the proxy gateway", async () => {
    const direct = await fetch(`${forms!.url}/internal/form-definitions/elsewhere-${run}/forms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ formIds: [formId] }) });
    expect(await direct.json()).toEqual({ forms: {} });
    const forwarded = await fetch(`${gateway.url}/internal/form-definitions/${WEBSITE}/forms`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': HOST }, body: JSON.stringify({ formIds: [formId] }) });
    expect(forwarded.status).toBe(404);
  });

  it('still serves the product page when the forms service is gone, without the form', async () => {
    await forms!.stop();
    forms = undefined;
    const response = await call('GET', PRODUCT_PAGE);
    expect(response.status).toBe(200);
    expect(response.body.product.title).toBe('Engraved Pen');
    expect(response.body.product.additionalFieldsForm).toBeNull();
  });
});
