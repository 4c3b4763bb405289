import { instalmentInfoPage } from './instalment-pages';

describe('instalment information pages (spec §7)', () => {
  it.each([
    ['en_US', 'first', 'Pay in instalments'],
    ['fr_CA', 'first', 'Payez en plusieurs fois'],
    ['en_GB', 'second', 'Pay in instalments'],
  ])('%s is served by the %s provider kind, in its language', (locale, provider, title) => {
    const page = instalmentInfoPage(locale) ?? '';
    expect(page).toContain(`data-provider="${provider}"`);
    expect(page).toContain(`<h1>${title}</h1>`);
  });

  it.each(['fr_US', 'de_DE', 'en', '', 'en_US_x'])('has no page for %j', (locale) => {
    expect(instalmentInfoPage(locale)).toBeUndefined();
  });
});
