import type { QueryClient } from '@tanstack/react-query';
import type { ConsoleApi } from '../api/client';
import type { StoreSettings } from '../api/types';
import { consoleQueries } from '../api/queries';
import { mugProduct, ownedSite, shopStore } from '../testing/fixtures';
import { renderConsole } from '../testing/render-console';

const admin = ownedSite('demo-site', ['localhost'], { catalog: 'edit', storeSettings: 'edit', mainNavigation: 'edit' });
const viewer = ownedSite('demo-site', ['localhost'], { catalog: 'view', storeSettings: 'none', mainNavigation: 'none' });


describe('navigation by role', () => {
  it('offers a catalog writer store set-up and, with the right role, the store settings', () => {
    const html = renderConsole('/demo-site', [admin], (queryClient, api) => queryClient.setQueryData(consoleQueries.stores(api, 'demo-site').queryKey, [shopStore]));
    expect(html).toContain('>Stores and products</a>');
    expect(html).toContain('>Store settings</a>');
    expect(html).toContain('>Set up a store</a>');
    expect(html).not.toContain('data-testid="read-only-note"');
  });

  it('shows a role that may not write the catalog the stores read-only, and no store settings', () => {
    const html = renderConsole('/demo-site', [viewer], (queryClient, api) => queryClient.setQueryData(consoleQueries.stores(api, 'demo-site').queryKey, [shopStore]));
    expect(html).toContain('>Stores and products (view only)</a>');
    expect(html).not.toContain('Store settings');
    expect(html).not.toContain('Set up a store');
    expect(html).toContain('data-testid="read-only-note"');
    expect(html).toContain('>Shop</a>');
    // A writer's pages are not there at all for this role.
    expect(renderConsole('/demo-site/stores/new', [viewer])).toContain('Your role on this site has nothing to manage here.');
    expect(renderConsole('/demo-site/stores/store-1/products/new', [viewer])).toContain('Your role on this site has nothing to manage here.');
  });

  it('gives a writer the price and stock forms of each variant, and a reader none', () => {
    const fill = (queryClient: QueryClient, api: ConsoleApi) => queryClient.setQueryData(consoleQueries.products(api, 'demo-site', 'store-1').queryKey, [mugProduct]);
    const writer = renderConsole('/demo-site/stores/store-1/products/item-1', [admin], fill);
    expect(writer).toContain('Save price');
    expect(writer).toContain('Set stock');
    expect(writer).toContain('Adjust stock');
    const reader = renderConsole('/demo-site/stores/store-1/products/item-1', [viewer], fill);
    expect(reader).toContain('data-testid="product-title">Mug</h1>');
    expect(reader).not.toContain('Save price');
    expect(reader).not.toContain('Adjust stock');
    expect(reader).toContain('data-testid="read-only-note"');
  });
});

describe('one site per address', () => {
  it("links another address's site to its own console for navigation and settings", () => {
    const tea = ownedSite('tokyo-tea-house', ['jpy.localhost'], { catalog: 'edit', storeSettings: 'edit', mainNavigation: 'edit' });
    const html = renderConsole('/tokyo-tea-house/settings', [admin, tea]);
    expect(html).toContain('data-testid="elsewhere-note"');
    expect(html).toContain('href="http://jpy.localhost:3000/config/tokyo-tea-house"');
    expect(html).toContain('Store settings are changed from');
  });

  it('turns away a site the contributor holds no role on', () => {
    expect(renderConsole('/someone-elses-site', [admin])).toContain('You do not hold a role on this site.');
  });
});

describe('store settings page', () => {
  const settings: StoreSettings = {
    websiteId: 'demo-site',
    currency: 'JPY',
    useLightCart: true,
    nativeReviewsEnabled: false,
    importedReviewsEnabled: false,
    multipleQuantityAllowedForServices: true,
    useCLDRMoneyFormat: false,
    captchaSiteKey: 'site-key',
    minimumOrderSubtotalCents: 1500,
    expressCheckout: true,
  };
  const fill = (queryClient: QueryClient, api: ConsoleApi) => queryClient.setQueryData(consoleQueries.storeSettings(api, 'demo-site').queryKey, settings);

  it('shows the saved settings, amounts in the currency the site uses, for an owner to change', () => {
    const html = renderConsole('/demo-site/settings', [admin], fill);
    expect(html).toContain('<option value="JPY" selected="">JPY — Japanese Yen</option>');
    expect(html).toContain('Minimum order subtotal (JPY)');
    expect(html).toMatch(/id="field-minimumOrderSubtotalCents"[^>]*value="1500"/);
    expect(html).toMatch(/id="field-useLightCart"[^>]*checked=""/);
    expect(html).toMatch(/id="field-expressCheckout"[^>]*checked=""/);
    expect(html).toContain('Save settings');
    expect(html).not.toContain('<fieldset disabled=""');
  });

  it('shows them disabled, without a save button, to a role that may only read them', () => {
    const reader = ownedSite('demo-site', ['localhost'], { catalog: 'view', storeSettings: 'view', mainNavigation: 'none' });
    const html = renderConsole('/demo-site/settings', [reader], fill);
    expect(html).toContain('<fieldset disabled=""');
    expect(html).not.toContain('Save settings');
    expect(html).toContain('may view the store settings but not change them');
  });

  it('shows the site’s instalment offer and pixel id under the settings, for an owner to change', () => {
    const html = renderConsole('/demo-site/settings', [admin], (queryClient, api) => {
      fill(queryClient, api);
      queryClient.setQueryData(consoleQueries.storefrontIntegrations(api, 'demo-site').queryKey, { websiteId: 'demo-site', instalmentsAvailable: true, socialPixelId: '1234567890' });
    });
    expect(html).toContain('Instalments and social pixel');
    expect(html).toMatch(/id="field-instalmentsAvailable"[^>]*checked=""/);
    expect(html).toMatch(/id="field-socialPixelId"[^>]*value="1234567890"/);
    expect(html).toContain('Save instalments and pixel');
  });
});

describe('restock mail templates page', () => {
  const templates = [
    { language: 'en', subject: 'Back in stock: {product.title}', text: '{productUrl}', html: '<a href="{productUrl|htmlattr}">Buy</a>', isDefault: false },
    { language: 'fr', subject: 'De retour: {product.title}', text: '{productUrl}', html: '<p>fr</p>', isDefault: true },
  ];
  const fill = (queryClient: QueryClient, api: ConsoleApi) => queryClient.setQueryData(consoleQueries.restockTemplates(api, 'demo-site').queryKey, templates);

  it('shows each language’s templates for an owner to edit, saying which are the built-in ones', () => {
    const html = renderConsole('/demo-site/restock/templates', [admin], fill);
    expect(html).toContain('<h2>en (your own)</h2>');
    expect(html).toContain('<h2>fr (built in)</h2>');
    expect(html).toMatch(/id="field-en-subject"[^>]*value="Back in stock: \{product.title\}"/);
    expect(html).toContain('&lt;a href=&quot;{productUrl|htmlattr}&quot;&gt;Buy&lt;/a&gt;</textarea>');
  });

  it('is not there for a role that may not send restock notices', () => {
    const reader = ownedSite('demo-site', ['localhost'], { catalog: 'view', storeSettings: 'view', mainNavigation: 'none' });
    expect(renderConsole('/demo-site/restock/templates', [reader], fill)).toContain('nothing to manage here');
  });
});

describe('mail page (the site’s whole outbox)', () => {
  const outbox = {
    mails: [
      { id: 'm1', source: 'orders', reference: 'order-1001', message: { to: 'buyer@example.com', subject: 'Your order 1001', text: 'Thanks.', html: '<p>Thanks.</p>', headers: {} }, status: 'pending' as const, attempts: 0, lastError: '', createdAt: '2026-11-27T10:00:00.000Z', sentAt: null },
      { id: 'm2', source: 'restock', reference: 'sign-up-1', message: { to: 'ann@example.com', subject: 'Back in stock', text: 'It is back.', html: '<p>It is back.</p>', headers: {} }, status: 'sent' as const, attempts: 1, lastError: '', createdAt: '2026-11-27T09:00:00.000Z', sentAt: '2026-11-27T09:00:01.000Z' },
    ],
    counts: { pending: 1, sent: 1, failed: 0, cancelled: 0 },
    sources: [
      { source: 'orders', counts: { pending: 1, sent: 0, failed: 0, cancelled: 0 } },
      { source: 'restock', counts: { pending: 0, sent: 1, failed: 0, cancelled: 0 } },
    ],
  };
  const fill = (queryClient: QueryClient, api: ConsoleApi) => queryClient.setQueryData(consoleQueries.mailOutbox(api, 'demo-site', undefined).queryKey, outbox);
  const manager = ownedSite('demo-site', ['localhost'], { catalog: 'edit', storeSettings: 'edit', mainNavigation: 'edit', mail: 'view' });

  it('lists every kind of mail with its counts by state, for a role that reads the outbox', () => {
    const html = renderConsole('/demo-site/mail', [manager], fill);
    expect(html).toContain('>Mail</a>');
    expect(html).toMatch(/data-testid="outbox-pending">1</);
    expect(html).toMatch(/data-testid="mail-source" data-source="orders"/);
    expect(html).toContain('buyer@example.com');
    expect(html).toContain('ann@example.com');
  });

  it('is not there for a role that may not read it', () => {
    expect(renderConsole('/demo-site/mail', [admin], fill)).toContain('nothing to manage here');
    expect(renderConsole('/demo-site/mail', [admin], fill)).not.toContain('>Mail</a>');
  });
});
