import {
  CUSTOM_LANGUAGE_CODE_PATTERN,
  LanguageMessages,
  MAX_FOOTER_TEXT_LENGTH,
  MAX_HEADER_TAGLINE_LENGTH,
  MAX_HEADER_TITLE_LENGTH,
  MAX_SITE_LANGUAGES,
  type SiteLanguageSetting,
} from '@mercato/spec';
import { SiteError } from './site.errors';

export interface SiteHeaderInput {
  readonly title: string;
  readonly tagline: string;
}
export interface SiteFooterInput {
  readonly text: string;
}

/** The header and footer as they will be stored: trimmed, within their lengths. */
export function checkedHeaderFooter(header: SiteHeaderInput, footer: SiteFooterInput): { header: SiteHeaderInput; footer: SiteFooterInput } {
  const limit = (value: string, max: number, field: string) => {
    const trimmed = value.trim();
    if (trimmed.length > max) throw new SiteError('invalid', `${field} is at most ${max} characters.`, field);
    return trimmed;
  };
  return {
    header: { title: limit(header.title, MAX_HEADER_TITLE_LENGTH, 'header.title'), tagline: limit(header.tagline, MAX_HEADER_TAGLINE_LENGTH, 'header.tagline') },
    footer: { text: limit(footer.text, MAX_FOOTER_TEXT_LENGTH, 'footer.text') },
  };
}

/** A BCP 47 tag in its canonical case ("fr-fr" → "fr-FR"), or null when it is not one. */
function canonicalTag(code: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(code);
    return canonical ?? null;
  } catch {
    return null;
  }
}

/** The languages as they will be stored: 1 to 30, tags canonical, none twice, the first primary. */
export function checkedLanguages(languages: readonly SiteLanguageSetting[]): SiteLanguageSetting[] {
  if (languages.length === 0 || languages.length > MAX_SITE_LANGUAGES) throw new SiteError('invalid', LanguageMessages.COUNT, 'languages');
  const seen = new Set<string>();
  return languages.map(({ code, custom }, index) => {
    const field = `languages.${index}.code`;
    const stored = custom ? code : canonicalTag(code);
    if (custom && !CUSTOM_LANGUAGE_CODE_PATTERN.test(code)) throw new SiteError('invalid', LanguageMessages.CUSTOM_CODE(code), field);
    if (stored === null) throw new SiteError('invalid', LanguageMessages.UNKNOWN(code), field);
    if (seen.has(stored.toLowerCase())) throw new SiteError('invalid', LanguageMessages.DUPLICATE(stored), field);
    seen.add(stored.toLowerCase());
    return { code: stored, custom };
  });
}

export const sameLanguages = (a: readonly SiteLanguageSetting[], b: readonly SiteLanguageSetting[]) =>
  a.length === b.length && a.every((language, index) => language.code === b[index]?.code && language.custom === b[index]?.custom);
