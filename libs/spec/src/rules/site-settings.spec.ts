import { primaryLanguageOf, sendableLanguage } from './site-settings';

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
