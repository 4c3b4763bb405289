import type { QueryClient } from '@tanstack/react-query';
import type { ConsoleApi } from '../api/client';
import { consoleQueries } from '../api/queries';
import type { MultilingualSettings, SiteHeaderFooter } from '../api/types';
import { ownedSite } from '../testing/fixtures';
import { renderConsole } from '../testing/render-console';

const admin = ownedSite('demo-site', ['localhost'], { catalog: 'edit', storeSettings: 'edit', mainNavigation: 'edit', siteSettings: 'edit' });
const storeManager = ownedSite('demo-site', ['localhost'], { catalog: 'edit', storeSettings: 'edit', mainNavigation: 'edit', siteSettings: 'view' });
const noSettings = ownedSite('demo-site', ['localhost'], { catalog: 'view', storeSettings: 'none', mainNavigation: 'none', siteSettings: 'none' });

const headerFooter: SiteHeaderFooter = { header: { title: 'Demo & Co', tagline: 'Goods' }, footer: { text: '© Demo' } };
const multilingual: MultilingualSettings = {
  websiteId: 'demo-site',
  connected: true,
  languageCount: 2,
  primaryLanguage: 'fr-FR',
  languages: [
    { code: 'fr-FR', custom: false },
    { code: 'brand-speak', custom: true },
  ],
};
const fill = (queryClient: QueryClient, api: ConsoleApi) => {
  queryClient.setQueryData(consoleQueries.headerFooter(api, 'demo-site').queryKey, headerFooter);
  queryClient.setQueryData(consoleQueries.multilingual(api, 'demo-site').queryKey, multilingual);
  queryClient.setQueryData(['commerce-preferences', 'checkout'], { tipsEnabled: 'true' });
  queryClient.setQueryData(consoleQueries.experiments(api, 'demo-site').queryKey, {
    websiteId: 'demo-site',
    experiments: [
      { name: 'hero', variant: 'b', status: 'ACTIVE' },
      { name: 'checkout-button', variant: 'green', status: 'PAUSED' },
    ],
  });
};

describe('site settings pages (issue 14 part 6)', () => {
  it('lists the three pages to roles that may read the site settings, and none to the others', () => {
    const html = renderConsole('/demo-site/header-footer', [storeManager], fill);
    expect(html).toContain('>Header and footer</a>');
    expect(html).toContain('>Languages</a>');
    expect(html).toContain('>Commerce preferences</a>');
    const without = renderConsole('/demo-site/languages', [noSettings], fill);
    expect(without).not.toContain('>Languages</a>');
    expect(without).toContain('Your role on this site has nothing to manage here.');
  });

  it('shows the header and footer for an admin to change, and disabled to a reader', () => {
    const html = renderConsole('/demo-site/header-footer', [admin], fill);
    expect(html).toContain('value="Demo &amp; Co"');
    expect(html).toContain('Save header and footer');
    const readOnly = renderConsole('/demo-site/header-footer', [storeManager], fill);
    expect(readOnly).toContain('<fieldset disabled=""');
    expect(readOnly).not.toContain('Save header and footer');
    expect(readOnly).toContain('may view the header and footer but not change them');
  });

  it('shows the languages, primary first, with a disconnect button for an admin', () => {
    const html = renderConsole('/demo-site/languages', [admin], fill);
    expect(html).toContain('Multilingual: 2 languages, primary fr-FR.');
    expect(html).toMatch(/Primary language[\s\S]*value="fr-FR"[\s\S]*value="brand-speak"/);
    expect(html).toMatch(/id="field-languages.1.custom"[^>]*checked=""/);
    expect(html).toContain('Disconnect multilingual');
  });

  it('shows the experiments with their status for an admin to change, and disabled to a reader', () => {
    const html = renderConsole('/demo-site/experiments', [admin], fill);
    expect(html).toContain('>Experiments</a>');
    expect(html).toMatch(/Experiment 1 name[\s\S]*value="hero"[\s\S]*value="b"[\s\S]*<option value="ACTIVE" selected="">/);
    expect(html).toMatch(/value="checkout-button"[\s\S]*value="green"[\s\S]*<option value="PAUSED" selected="">/);
    expect(html).toContain('Save experiments');
    const readOnly = renderConsole('/demo-site/experiments', [storeManager], fill);
    expect(readOnly).toContain('<fieldset disabled=""');
    expect(readOnly).not.toContain('Save experiments');
  });

  it('shows a namespace’s commerce preferences', () => {
    const html = renderConsole('/demo-site/preferences', [admin], fill);
    expect(html).toContain('value="checkout"');
    expect(html).toMatch(/tipsEnabled[\s\S]*value="true"/);
    expect(html).toContain('Save preferences');
  });

  it('sends an owner on another site’s address to that site’s own console', () => {
    const elsewhere = ownedSite('demo-site', ['demo.example'], { catalog: 'edit', storeSettings: 'edit', mainNavigation: 'edit', siteSettings: 'edit' });
    const html = renderConsole('/demo-site/languages', [elsewhere], fill);
    expect(html).toContain('The site&#x27;s languages are changed from');
    expect(html).not.toContain('Save languages');
  });
});
