import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { CreateStoreCollectionCommand } from '@mercato/catalog/application';
import { BlockType, FormContentSource, unexpectedOptionMessage } from '@mercato/spec';
import { apiClient, type ApiClient } from './support/api-client';
import { FORMS_OWNER, createFormsOwner, submitForm } from './support/forms';
import { startTestGateway, type TestGateway } from './support/test-gateway';

/**
 * Forms inside content pages: the owner places a form's block on store collection pages (only
 * pages the site has), the storefront reads the blocks a page holds, and a submission from the
 * page names it.
 */
const WEBSITE = 'forms-pages-site';
const HOST = 'forms-pages.localhost';
let ABOUT_PAGE: string;
let SHOP_PAGE: string;
/** A store page of another site: never one this site's forms may be placed on. */
let OTHER_SITE_PAGE: string;

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
  const commands = gateway.app.get(CommandBus);
  const page = async (websiteId: string, title: string): Promise<string> => ((await commands.execute(new CreateStoreCollectionCommand(websiteId, { title, navigationTitle: '', urlId: '', description: '', enabled: true }))) as { id: string }).id;
  // No catch-up: the page check reads the catalog's streams, so a page just created is known at once.
  ABOUT_PAGE = await page(WEBSITE, 'About');
  SHOP_PAGE = await page(WEBSITE, 'Shop');
  OTHER_SITE_PAGE = await page('forms-pages-other-site', 'Elsewhere');
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

  it('refuses a page the site does not have (unknown, or another site\'s) with the spec\'s message on pageIds, changing nothing', async () => {
    for (const [pageIds, unknown] of [[[ABOUT_PAGE, 'collection-nowhere'], 'collection-nowhere'], [[OTHER_SITE_PAGE], OTHER_SITE_PAGE]] as const) {
      const refused = await defineForm('Misplaced', [...pageIds]);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: unexpectedOptionMessage(unknown), errors: { pageIds: unexpectedOptionMessage(unknown) } });
    }
    expect(((await call('GET', '/api/rest/forms', { cookie: owner })).body as { name: string }[]).map((form) => form.name)).not.toContain('Misplaced');
    expect(await pageForms(ABOUT_PAGE)).not.toContain('Misplaced');

    const placed = await defineForm('Staying', [SHOP_PAGE]);
    const moved = await call('PUT', `/api/rest/forms/${placed.body.formId}`, { cookie: owner, body: { blockType: BlockType.FORM, name: 'Staying', fields, pageIds: [SHOP_PAGE, 'collection-nowhere'] } });
    expect(moved.body).toMatchObject({ status: 400, errors: { pageIds: unexpectedOptionMessage('collection-nowhere') } });
    const kept = await call('GET', `/api/rest/forms/${placed.body.formId}`, { cookie: owner });
    expect(kept.body).toMatchObject({ revision: placed.body.revision, definition: { pageIds: [SHOP_PAGE] } });
  });

  it('keeps the page a submission came from (its id and the collection source) for the owner', async () => {
    const formId = (await defineForm('From a page', [ABOUT_PAGE])).body.formId as string;
    const saved = await submitForm(call, formId, { email: 'page@example.com' }, { pageId: ABOUT_PAGE, contentSource: FormContentSource.COLLECTION, pagePath: '/about' });
    expect(saved.status).toBe(200);
    const [submission] = (await call('GET', `/api/rest/forms/${formId}/submissions`, { cookie: owner })).body;
    expect(submission.page).toMatchObject({ pageId: ABOUT_PAGE, contentSource: FormContentSource.COLLECTION, pagePath: '/about' });
  });
});
