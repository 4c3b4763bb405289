import { FORM_MESSAGES } from '@mercato/spec';
import { type Page } from 'playwright-core';
import { freshPagePerTest, openHydrated, storefrontUrl } from './support/browser';
import { openConsole } from './support/owner';
import { expectNoAxeViolations } from './support/axe';

/**
 * The owner creates a mailing list and builds a form in the console (web/console/src/app/forms-page.tsx,
 * form-editor-page.tsx) with field properties and submission HTML, places it on the demo's Shop page,
 * a visitor submits it there (saving locks the form; the HTML's script runs), the owner sees where it
 * came from; then the owner adds a success redirect the visitor is sent to, and takes the form off the
 * page again (so the other specs see the Shop page as seeded).
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

const THANKS_HTML = `<p id="thanks-html">Your price list is on its way.</p><script>document.getElementById('thanks-html').dataset.ran = 'yes';</script>`;

describe('console form builder', () => {
  it('builds a form on the Shop page that a visitor submits there, then takes it off the page', async () => {
    await openConsole(page);
    await page.getByTestId('site-list').getByRole('link', { name: 'Mercato Demo Store' }).click();
    await page.getByRole('navigation', { name: 'Mercato Demo Store' }).getByRole('link', { name: 'Forms' }).click();

    // A mailing list: refused without a name (the server's words), then listed with no subscribers.
    const lists = page.getByTestId('mailing-list-form');
    await lists.getByRole('button', { name: 'Create mailing list' }).click();
    expect(await lists.locator('.field-error').textContent()).toBe('A mailing list needs a name.');
    const listName = `Buyers ${Date.now()}`;
    await lists.getByLabel('New mailing list name').fill(listName);
    await lists.getByRole('button', { name: 'Create mailing list' }).click();
    const listRow = page.getByTestId('mailing-list-row').filter({ hasText: listName });
    await listRow.waitFor();
    expect(await listRow.locator('td').textContent()).toBe('0');
    expect(await lists.getByLabel('New mailing list name').inputValue()).toBe('');

    await page.getByRole('link', { name: 'New form' }).click();
    // A newsletter form can fill the new list.
    await page.getByLabel('Kind').selectOption('Newsletter');
    expect(await page.getByLabel('Mailing list').locator('option').allTextContents()).toContain(listName);
    await page.getByLabel('Kind').selectOption('Form');

    const name = `Wholesale ${Date.now()}`;
    await page.getByLabel('Form name').fill(name);
    await addField('email', 'Work email', true);
    await builderField(0).getByLabel('Placeholder').fill('you@company.example');
    await builderField(0).getByLabel('Description').fill('We send the price list here.');
    await addField('select', 'Quantity', false);
    await addField('textarea', 'Notes', false);
    await builderField(2).getByLabel('Character limit (blank for none)').fill('200');
    await addField('hidden', 'Ref', false);
    expect(await builderField(3).getByLabel('Required').count()).toBe(0);
    await builderField(3).getByLabel('Query-string parameter (key)').fill('ref');
    await builderField(3).getByLabel('Value when the page has no such parameter').fill('console');
    // A choice field without options is refused next to it, with the server's words.
    await page.getByRole('button', { name: 'Save form' }).click();
    expect(await builderField(1).locator('.field-error').textContent()).toBe('A choice field needs at least one option.');
    await builderField(1).getByLabel('Options, one a line').fill('Up to 50\nMore than 50');
    await page.getByLabel('Message after a submission').fill('We will send a price list.');
    await page.getByLabel('HTML after a submission (instead of the message; scripts run)').fill(THANKS_HTML);
    await page.getByTestId('builder-pages').getByLabel('Shop', { exact: true }).check();
    await page.getByRole('button', { name: 'Save form' }).click();
    await page.getByRole('heading', { name }).waitFor();
    const formPath = new URL(page.url()).pathname;

    // The visitor finds the block under the Shop page's products, with the field properties set, and submits it there.
    const shopper = await page.context().newPage();
    await openHydrated(shopper, `${storefrontUrl()}/shop?ref=e2e-link`);
    const block = shopper.getByTestId('page-forms').getByTestId('form-block');
    const email = block.getByTestId('form-field-email').locator('input');
    expect(await email.getAttribute('placeholder')).toBe('you@company.example');
    expect(await block.getByTestId('form-field-email').locator('.field-description').textContent()).toBe('We send the price list here.');
    await email.fill('buyer@example.com');
    await block.getByTestId('form-field-select').locator('select').selectOption('More than 50');
    await block.getByTestId('form-field-textarea').locator('textarea').fill('Need 60 units');
    expect(await block.getByTestId('counter-textarea').textContent()).toBe('13 / 200');
    // The save is held back so the saving state can be seen: "Saving…", every field locked.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await shopper.route('**/api/form/SaveFormSubmission', async (route) => {
      await held;
      await route.continue();
    });
    await block.getByTestId('form-submit').click();
    await shopper.locator('[data-testid="form-block"][data-state="saving"]').waitFor();
    expect(await block.getByTestId('form-submit').textContent()).toBe(FORM_MESSAGES.saving);
    expect(await email.isDisabled()).toBe(true);
    expect(await block.getByTestId('form-submit').isDisabled()).toBe(true);
    release();
    // Done: the submission HTML instead of the message, its script run.
    const thanks = shopper.getByTestId('form-submitted').locator('#thanks-html');
    await thanks.waitFor();
    expect(await thanks.textContent()).toBe('Your price list is on its way.');
    await shopper.locator('#thanks-html[data-ran="yes"]').waitFor();
    expect(await shopper.getByTestId('form-submitted').textContent()).not.toContain('We will send a price list.');

    await page.reload();
    const row = page.getByTestId('submission-row').first();
    await row.waitFor();
    expect(await row.locator('td').allTextContents()).toEqual(['/shop', 'buyer@example.com', 'More than 50', 'Need 60 units', 'e2e-link']);

    // The saved form keeps its fields and their properties; a success redirect sends the visitor on.
    await page.getByRole('link', { name: 'Edit form' }).click();
    expect(await builderField(1).getByLabel('Options, one a line').inputValue()).toBe('Up to 50\nMore than 50');
    expect(await builderField(0).getByLabel('Placeholder').inputValue()).toBe('you@company.example');
    expect(await builderField(2).getByLabel('Character limit (blank for none)').inputValue()).toBe('200');
    expect(await builderField(3).getByLabel('Query-string parameter (key)').inputValue()).toBe('ref');
    expect(await page.getByLabel('HTML after a submission (instead of the message; scripts run)').inputValue()).toBe(THANKS_HTML);
    await page.getByLabel('Send the visitor to (a page URL, optional)').fill('/?from=wholesale');
    await page.getByRole('button', { name: 'Save form' }).click();
    await page.waitForURL((url) => url.pathname === formPath);

    await shopper.unroute('**/api/form/SaveFormSubmission');
    await openHydrated(shopper, `${storefrontUrl()}/shop`);
    await block.getByTestId('form-field-email').locator('input').fill('second@example.com');
    await block.getByTestId('form-submit').click();
    await shopper.waitForURL((url) => url.pathname === '/' && url.searchParams.get('from') === 'wholesale');
    await shopper.close();

    // Off the page again.
    await page.getByRole('link', { name: 'Edit form' }).click();
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
