import { type Page } from 'playwright-core';
import { freshPagePerTest, openHydrated, storefrontUrl } from './support/browser';
import { openConsole } from './support/owner';
import { expectNoAxeViolations } from './support/axe';

/**
 * The owner builds a form in the console (web/console/src/app/form-editor-page.tsx), places it on the
 * demo's Shop page, a visitor submits it there, the owner sees where it came from; then the owner
 * takes it off the page again (so the other specs see the Shop page as seeded).
 */
const fresh = freshPagePerTest();
let page: Page;
let pageErrors: string[];

beforeEach(() => {
  ({ page, pageErrors } = fresh);
});

const builderField = (index: number) => page.getByTestId('builder-field').nth(index);

async function addField(type: string, title: string, required: boolean): Promise<void> {
  await page.getByLabel('New field type').selectOption(type);
  await page.getByRole('button', { name: 'Add field' }).click();
  const added = builderField((await page.getByTestId('builder-field').count()) - 1);
  await added.getByLabel('Title').fill(title);
  if (required) await added.getByLabel('Required').check();
}

describe('console form builder', () => {
  it('builds a form on the Shop page that a visitor submits there, then takes it off the page', async () => {
    await openConsole(page);
    await page.getByTestId('site-list').getByRole('link', { name: 'Mercato Demo Store' }).click();
    await page.getByRole('navigation', { name: 'Mercato Demo Store' }).getByRole('link', { name: 'Forms' }).click();
    await page.getByRole('link', { name: 'New form' }).click();

    const name = `Wholesale ${Date.now()}`;
    await page.getByLabel('Form name').fill(name);
    await addField('email', 'Work email', true);
    await addField('select', 'Quantity', false);
    // A choice field without options is refused next to it, with the server's words.
    await page.getByRole('button', { name: 'Save form' }).click();
    expect(await builderField(1).locator('.field-error').textContent()).toBe('A choice field needs at least one option.');
    await builderField(1).getByLabel('Options, one a line').fill('Up to 50\nMore than 50');
    await page.getByLabel('Message after a submission').fill('We will send a price list.');
    await page.getByTestId('builder-pages').getByLabel('Shop', { exact: true }).check();
    await page.getByRole('button', { name: 'Save form' }).click();
    await page.getByRole('heading', { name }).waitFor();
    const formPath = new URL(page.url()).pathname;

    // The visitor finds the block under the Shop page's products and submits it there.
    const shopper = await page.context().newPage();
    await openHydrated(shopper, `${storefrontUrl()}/shop`);
    const block = shopper.getByTestId('page-forms').getByTestId('form-block');
    await block.getByTestId('form-field-email').locator('input').fill('buyer@example.com');
    await block.getByTestId('form-field-select').locator('select').selectOption('More than 50');
    await block.getByTestId('form-submit').click();
    expect(await shopper.getByTestId('form-submitted').textContent()).toBe('We will send a price list.');
    await shopper.close();

    await page.reload();
    const row = page.getByTestId('submission-row').first();
    await row.waitFor();
    expect(await row.locator('td').allTextContents()).toEqual(['/shop', 'buyer@example.com', 'More than 50']);

    // Off the page again: the saved form keeps its fields.
    await page.getByRole('link', { name: 'Edit form' }).click();
    expect(await builderField(1).getByLabel('Options, one a line').inputValue()).toBe('Up to 50\nMore than 50');
    await page.getByTestId('builder-pages').getByLabel('Shop', { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Save form' }).click();
    await page.waitForURL((url) => url.pathname === formPath);
    await openHydrated(page, `${storefrontUrl()}/shop`);
    expect(await page.getByTestId('page-forms').count()).toBe(0);
    expect(pageErrors.filter((error) => !/^400 /.test(error) && !/^401 \S+\/api\/auth\/session$/.test(error))).toEqual([]);
  });
});

describe('forms pages of the owner console (axe)', () => {
  it('finds no violation on the forms list, a form\'s submissions, its editor and a new form with a refused field', async () => {
    await openConsole(page, '/demo-site/forms');
    await page.getByTestId('form-list').waitFor();
    await expectNoAxeViolations(page);
    await page.getByTestId('form-row').first().getByRole('link').click();
    await page.getByRole('link', { name: 'Edit form' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Edit form' }).click();
    await page.getByTestId('builder-field').first().waitFor();
    await expectNoAxeViolations(page);
    await page.goto(`${storefrontUrl()}/config/demo-site/forms/new`);
    await page.getByLabel('Form name').fill('Sizes');
    await addField('select', 'Size', true);
    await page.getByRole('button', { name: 'Save form' }).click();
    await builderField(0).locator('.field-error').waitFor();
    await expectNoAxeViolations(page);
  });
});
