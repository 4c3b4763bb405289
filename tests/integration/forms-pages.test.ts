import { ContributorService } from '@mercato/accounts/application';
import { BlockType, FormContentSource } from '@mercato/spec';
import { apiClient, type ApiClient } from './support/api-client';
import { FORMS_OWNER, createFormsOwner, submitForm } from './support/forms';
import { startTestGateway, type TestGateway } from './support/test-gateway';

/**
 * Forms inside content pages: the owner places a form's block on store collection pages, the
 * storefront reads the blocks a page holds, and a submission from the page names it.
 */
const WEBSITE = 'forms-pages-site';
const HOST = 'forms-pages.localhost';
const ABOUT_PAGE = 'collection-about';
const SHOP_PAGE = 'collection-shop';

let running: TestGateway;
let call: ApiClient['call'];
let owner: string;

const fields = [{ id: 'email', type: 'email', title: 'Email', required: true }];
const defineForm = (name: string, pageIds?: string[]) => call('POST', '/api/rest/forms', { cookie: owner, body: { blockType: BlockType.FORM, name, fields, ...(pageIds ? { pageIds } : {}) } });
const pageForms = async (pageId: string): Promise<string[]> => {
  const answer = await call('GET', `/api/form/page-blocks/${pageId}`);
  expect(answer.status).toBe(200);
  return (answer.body.forms as { name: string }[]).map((form) => form.name);
};

beforeAll(async () => {
  running = await startTestGateway('forms-pages', { websiteId: WEBSITE, host: HOST });
  const { gateway } = running;
  ({ call } = apiClient(gateway.url, HOST));
  await createFormsOwner(gateway.app.get(ContributorService), WEBSITE);
  owner = await apiClient(gateway.url, HOST).login(FORMS_OWNER);
}, 120_000);

afterAll(async () => {
  await running?.stop();
});

describe(`form blocks on content pages (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('lists the forms placed on a page by name, with what a block draws; a page without forms has none', async () => {
    expect((await defineForm('Questions', [ABOUT_PAGE, SHOP_PAGE])).status).toBe(201);
    expect((await defineForm('Catalogue request', [ABOUT_PAGE])).status).toBe(201);
    expect((await defineForm('Standalone')).status).toBe(201);
    expect(await pageForms(ABOUT_PAGE)).toEqual(['Catalogue request', 'Questions']);
    expect(await pageForms(SHOP_PAGE)).toEqual(['Questions']);
    expect(await pageForms('collection-nowhere')).toEqual([]);
    const block = (await call('GET', `/api/form/page-blocks/${SHOP_PAGE}`)).body.forms[0];
    expect(block).toMatchObject({ blockType: BlockType.FORM, name: 'Questions', fields: [expect.objectContaining({ id: 'email', required: true })], captchaWidget: expect.objectContaining({ provider: 'altcha' }) });
    expect(block).not.toHaveProperty('notificationEmail');
  });

  it('moves a form between pages when the owner saves it with other pages', async () => {
    const created = await defineForm('Moving', [SHOP_PAGE]);
    expect(await pageForms(SHOP_PAGE)).toContain('Moving');
    const saved = await call('PUT', `/api/rest/forms/${created.body.formId}`, { cookie: owner, body: { blockType: BlockType.FORM, name: 'Moving', fields, pageIds: [ABOUT_PAGE] } });
    expect(saved.status).toBe(200);
    expect(saved.body.definition.pageIds).toEqual([ABOUT_PAGE]);
    expect(await pageForms(SHOP_PAGE)).not.toContain('Moving');
    expect(await pageForms(ABOUT_PAGE)).toContain('Moving');
  });

  it('refuses a blank page id with its message, defining nothing', async () => {
    const refused = await defineForm('Blank page', [' ']);
    expect(refused.status).toBe(400);
    expect(Object.values(refused.body.errors as Record<string, string>)).toEqual(['A page the form is placed on needs an id.']);
    expect(((await call('GET', '/api/rest/forms', { cookie: owner })).body as { name: string }[]).map((form) => form.name)).not.toContain('Blank page');
  });

  it('keeps the page a submission came from (its id and the collection source) for the owner', async () => {
    const formId = (await defineForm('From a page', [ABOUT_PAGE])).body.formId as string;
    const saved = await submitForm(call, formId, { email: 'page@example.com' }, { pageId: ABOUT_PAGE, contentSource: FormContentSource.COLLECTION, pagePath: '/about' });
    expect(saved.status).toBe(200);
    const [submission] = (await call('GET', `/api/rest/forms/${formId}/submissions`, { cookie: owner })).body;
    expect(submission.page).toMatchObject({ pageId: ABOUT_PAGE, contentSource: FormContentSource.COLLECTION, pagePath: '/about' });
  });
});
