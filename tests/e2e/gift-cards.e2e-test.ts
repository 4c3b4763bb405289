import { formatMoney } from '@mercato/spec';
import { TEST_CARDS } from '@mercato/payments/test-cards';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { freshPagePerTest, openHydrated, storefrontUrl } from './support/browser';
import { eventually } from '@mercato/testing';
import { receivedMails } from './support/mail';

// Gift cards on the demo store (issue 13 §5): the Gift Card's $50 denomination from its product
// page to the gift card page, paid at checkout with the test card; the code read from the mail the
// app's SMTP server received; then spent on one Notebook (12.00 USD), which it covers whole: no card
// is asked; then on five Notebooks (60.00 USD): the gift card pays its last 38.00, the test card the other 22.00.

const fresh = freshPagePerTest();
let page: Page;
let pageErrors: string[];
beforeEach(() => {
  ({ page, pageErrors } = fresh);
});

const usd = (cents: number) => `${formatMoney(cents, 'USD')} USD`;
const buyerEmail = `gift-buyer-${Date.now()}@example.com`;

async function checkoutReady(): Promise<void> {
  await page.waitForURL(`${storefrontUrl()}/checkout`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByRole('heading', { name: 'Order total' }).waitFor();
}

async function confirmed(): Promise<void> {
  await page.getByTestId('order-confirmed').waitFor({ timeout: 20_000 });
}

/** Notebooks in a fresh cart, then the checkout page with the buyer and the address filled and the gift card code applied. */
async function checkoutWithGiftCard(notebooks: number, code: string): Promise<void> {
  await openHydrated(page, `${storefrontUrl()}/shop/p/notebook`);
  await page.getByTestId('quantity-input').fill(String(notebooks));
  await page.getByTestId('add-to-cart').click();
  await page.locator('[data-testid="add-to-cart"][data-state="added"]').waitFor({ timeout: 10_000 });
  await page.goto(`${storefrontUrl()}/checkout`);
  await checkoutReady();
  await page.getByLabel('Email').fill(`gift-spender-${Date.now()}@example.com`);
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Address', { exact: true }).fill('1 Analytical Way');
  await page.getByLabel('City').fill('Los Angeles');
  await page.getByLabel('Country code (2 letters, e.g. US)').fill('US');
  await page.getByLabel('Gift card code').fill(code.toLowerCase());
  await page.getByTestId('apply-gift-card').click();
  await page.getByTestId('gift-card-covers').waitFor({ timeout: 10_000 });
}

async function balanceOf(code: string): Promise<unknown> {
  const balance = await page.request.post(`${storefrontUrl()}/api/commerce/gift-cards/balance`, { data: { code } });
  return balance.json();
}

describe('gift cards', () => {
  let code: string;

  it('buys a $50 gift card through the gift card page and the test card; its code arrives by mail', async () => {
    await openHydrated(page, `${storefrontUrl()}/shop/p/gift-card`);
    await page.getByTestId('variant-select-Amount').selectOption('$50');
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL(/\/gift-card\?itemId=[^&]+&sku=GIFT-5000$/);
    await page.getByTestId('purchase-gift-card').waitFor();
    await expectNoAxeViolations(page);
    await page.getByTestId('purchase-gift-card').click();
    await checkoutReady();
    expect(await page.getByTestId('checkout-line').allTextContents()).toEqual([expect.stringContaining('Gift Card')]);
    await page.getByLabel('Email').fill(buyerEmail);
    await page.getByLabel('Card number').fill(TEST_CARDS.succeeds);
    await page.getByTestId('place-order').click();
    await confirmed();

    // The buyer gets the order confirmation and, apart, the card's code.
    const mail = await eventually(async () => {
      const found = (await receivedMails()).find((received) => received.subject?.startsWith('Your gift card') && JSON.stringify(received.to).includes(buyerEmail));
      expect(found).toBeDefined();
      return found!;
    });
    expect(mail.subject).toBe(`Your gift card: ${usd(5000)}`);
    code = /Gift card code: ([A-Z0-9-]+)/.exec(mail.text ?? '')![1]!;
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(pageErrors).toEqual([]);
  });

  it('spends the code on an order it covers whole: no card field, and the order page shows what the gift card paid', async () => {
    await checkoutWithGiftCard(1, code);
    expect(await page.getByTestId('gift-card-amount').textContent()).toBe(usd(1200));
    expect(await page.getByTestId('card-charge').textContent()).toBe(usd(0));
    await page.getByTestId('no-card-needed').waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);

    await page.getByTestId('place-order').click();
    await confirmed();
    expect(await page.getByTestId('order-gift-card').textContent()).toContain(code.slice(-4));
    expect(await page.getByTestId('order-gift-card-amount').textContent()).toBe(usd(1200));
    expect(await page.getByTestId('order-card-charge').textContent()).toBe(usd(0));
    expect(await page.getByTestId('order-confirmed').textContent()).not.toContain(code.slice(0, 9));
    expect(await balanceOf(code)).toMatchObject({ balanceCents: 3800 });
    expect(pageErrors).toEqual([]);
  });

  it('spends the rest of the code on a larger order: the gift card covers 38.00 and the test card pays the rest', async () => {
    await checkoutWithGiftCard(5, code);
    expect(await page.getByTestId('gift-card-amount').textContent()).toBe(usd(3800));
    expect(await page.getByTestId('card-charge').textContent()).toBe(usd(2200));
    expect(await page.getByTestId('gift-card-covers').textContent()).toContain(code.slice(-4));

    await page.getByLabel('Card number').fill(TEST_CARDS.succeeds);
    await page.getByTestId('place-order').click();
    await confirmed();
    expect(await page.getByTestId('order-card-charge').textContent()).toBe(usd(2200));
    expect(await balanceOf(code)).toMatchObject({ balanceCents: 0 });
    expect(pageErrors).toEqual([]);
  });
});
