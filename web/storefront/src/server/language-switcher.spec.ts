import { languageSwitcherHtml } from './language-switcher';

describe('the shell\'s language switcher', () => {
  it('is absent unless the site has more than one language', () => {
    expect(languageSwitcherHtml([], 'en-US')).toBe('');
    expect(languageSwitcherHtml([{ code: 'en-US', custom: false }], 'en-US')).toBe('');
  });

  it('is a labelled select of the languages, each named in itself, the current one selected', () => {
    const html = languageSwitcherHtml([{ code: 'en-US', custom: false }, { code: 'fr-FR', custom: false }, { code: 'my-"code', custom: true }], 'fr-FR');
    expect(html).toContain('<nav class="language-switcher" aria-label="Language"');
    expect(html).toContain('<label for="language-choice">Language</label> <select id="language-choice" name="language">');
    expect(html).toContain('<option value="en-US" lang="en-US">American English</option>');
    expect(html).toContain('<option value="fr-FR" lang="fr-FR" selected>français (France)</option>');
    expect(html).toContain('<option value="my-&quot;code">my-&quot;code</option>');
    expect(html).toContain('<button type="submit">Change language</button>');
  });
});
