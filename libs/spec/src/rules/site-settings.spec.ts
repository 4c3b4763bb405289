import { currentLanguageOf, primaryLanguageOf, sendableLanguage } from './site-settings';

describe('the site user locale call (spec §7): only a multilingual language that is not a custom code', () => {
  const languages = [
    { code: 'fr-CA', custom: false },
    { code: 'en', custom: false },
    { code: 'pirate-speak', custom: true },
  ];

  it.each([
    ['a listed language tag', languages, 'fr-CA', 'fr-CA'],
    ['another listed tag', languages, 'en', 'en'],
    ['a custom-code language', languages, 'pirate-speak', null],
    ['a listed tag written in another case', languages, 'FR-ca', 'fr-CA'],
    ['a language the site does not list', languages, 'de', null],
    ['a site without multilingual (its locale)', [], 'en-US', null],
  ])('%s', (_case, siteLanguages, current, expected) => {
    expect(sendableLanguage(siteLanguages, current)).toBe(expected);
  });

  it('takes the primary language as the current one, and a custom primary sends nothing', () => {
    expect(sendableLanguage(languages, primaryLanguageOf(languages, 'en-US'))).toBe('fr-CA');
    const customFirst = [{ code: 'pirate-speak', custom: true }, ...languages];
    expect(sendableLanguage(customFirst, primaryLanguageOf(customFirst, 'en-US'))).toBeNull();
  });
});

describe('the page language (spec §3: the site\'s languages drive the storefront\'s language)', () => {
  const languages = [{ code: 'en-US', custom: false }, { code: 'fr-FR', custom: false }, { code: 'tlh', custom: true }];

  it('is the visitor\'s choice when the site has it, in the site\'s spelling', () => {
    expect(currentLanguageOf(languages, 'en-GB', 'fr-fr')).toBe('fr-FR');
    expect(currentLanguageOf(languages, 'en-GB', 'tlh')).toBe('tlh');
  });

  it('falls back to the primary language, then to the site\'s locale', () => {
    expect(currentLanguageOf(languages, 'en-GB', 'de-DE')).toBe('en-US');
    expect(currentLanguageOf(languages, 'en-GB', undefined)).toBe('en-US');
    expect(currentLanguageOf([], 'en-GB', 'fr-FR')).toBe('en-GB');
  });
});
