import { LANGUAGE_CHOICE_PARAM, type SiteLanguageSetting } from '@mercato/spec';
import { escapeHtml } from './html';

/** A language's name in itself ("français (France)"); an owner's custom code, or one ICU does not know, as it is. */
function languageName(language: SiteLanguageSetting): string {
  if (language.custom) return language.code;
  try {
    return new Intl.DisplayNames([language.code], { type: 'language' }).of(language.code) ?? language.code;
  } catch {
    return language.code;
  }
}

/**
 * The shell's language switcher, for a site with more than one language; none otherwise. Plain HTML
 * outside the hydrated root: a labelled select and a submit button work with the keyboard and with no
 * script (the product page's JavaScript budget). The form has no action, so it reloads the page the
 * visitor is on (after client navigations too) with `?language=`; the server remembers the choice.
 */
export function languageSwitcherHtml(languages: readonly SiteLanguageSetting[], current: string): string {
  if (languages.length < 2) return '';
  const options = languages
    .map((language) => {
      const selected = language.code === current ? ' selected' : '';
      const lang = language.custom ? '' : ` lang="${escapeHtml(language.code)}"`;
      return `<option value="${escapeHtml(language.code)}"${lang}${selected}>${escapeHtml(languageName(language))}</option>`;
    })
    .join('');
  return (
    `<nav class="language-switcher" aria-label="Language" data-testid="language-switcher"><form method="get">` +
    `<label for="language-choice">Language</label> <select id="language-choice" name="${LANGUAGE_CHOICE_PARAM}">${options}</select> ` +
    `<button type="submit">Change language</button></form></nav>`
  );
}
