/**
 * Spec §7 site settings: commerce preferences per namespace, the multilingual languages list, the
 * header and footer. The spec names the calls and payloads; the limits are Mercato's, so a client
 * cannot grow a site's settings without bound.
 */

/** `/api/v1/commerce-preferences/{namespace}`: lower-case words joined by hyphens, as `store-settings`. */
export const PREFERENCES_NAMESPACE_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
export const MAX_PREFERENCES_NAMESPACE_LENGTH = 64;
/** A preference key: a letter, then letters, digits, `_`, `.` or `-`. */
export const PREFERENCE_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/;
export const MAX_PREFERENCE_KEY_LENGTH = 64;
export const MAX_PREFERENCE_VALUE_LENGTH = 2000;
/** Keys one namespace may hold, after a save merged its values in. */
export const MAX_PREFERENCE_KEYS = 100;

export const PreferenceMessages = {
  NAMESPACE: `A preferences namespace is lower-case letters and digits joined by hyphens, at most ${MAX_PREFERENCES_NAMESPACE_LENGTH} characters.`,
  KEY: `A preference key starts with a letter and holds letters, digits, "_", "." or "-", at most ${MAX_PREFERENCE_KEY_LENGTH} characters.`,
  VALUE: `A preference value is text of at most ${MAX_PREFERENCE_VALUE_LENGTH} characters, or null to remove the key.`,
  TOO_MANY_KEYS: `A preferences namespace holds at most ${MAX_PREFERENCE_KEYS} keys.`,
} as const;

/** Spec §3 "Site" languages list: how many languages one site may have. */
export const MAX_SITE_LANGUAGES = 30;
/** A custom-code language's code: the owner's own, lower-case letters, digits and hyphens. */
export const CUSTOM_LANGUAGE_CODE_PATTERN = /^[a-z][a-z0-9-]{0,34}$/;

export const LanguageMessages = {
  COUNT: `A multilingual site has from 1 to ${MAX_SITE_LANGUAGES} languages.`,
  DUPLICATE: (code: string) => `The language ${code} is listed twice.`,
  UNKNOWN: (code: string) => `${code} is not a language tag; mark it custom to use a code of your own.`,
  CUSTOM_CODE: (code: string) => `${code} is not a custom language code: lower-case letters, digits and hyphens, at most 35 characters.`,
} as const;

/** Header and footer text limits. */
export const MAX_HEADER_TITLE_LENGTH = 200;
export const MAX_HEADER_TAGLINE_LENGTH = 500;
export const MAX_FOOTER_TEXT_LENGTH = 2000;

/**
 * The site's languages as the storefront uses them: the primary (first) language is the page's
 * `lang`; without multilingual, the site's locale.
 */
export interface SiteLanguageSetting {
  readonly code: string;
  /** A code of the owner's own, not a BCP 47 tag: no locale is sent for it (spec §7 locale call). */
  readonly custom: boolean;
}

export function primaryLanguageOf(languages: readonly SiteLanguageSetting[], locale: string): string {
  return languages[0]?.code ?? locale;
}

/**
 * The visitor's language choice (`?language=` or its cookie, Mercato's) names one of the site's
 * languages, in any case. The site's spelling of it, else undefined.
 */
function siteLanguageNamed(languages: readonly SiteLanguageSetting[], choice: string | undefined): SiteLanguageSetting | undefined {
  const wanted = choice?.trim().toLowerCase();
  return wanted ? languages.find((language) => language.code.toLowerCase() === wanted) : undefined;
}

/**
 * The page's language (spec §3 "the site's languages list drives the storefront's language"): the
 * visitor's choice when it is one of the site's languages, else the primary one, else the locale.
 */
export function currentLanguageOf(languages: readonly SiteLanguageSetting[], locale: string, choice: string | undefined): string {
  return siteLanguageNamed(languages, choice)?.code ?? primaryLanguageOf(languages, locale);
}

/** Mercato's: the query parameter the language switcher sends and the cookie that remembers it (a year). */
export const LANGUAGE_CHOICE_PARAM = 'language';
export const LANGUAGE_CHOICE_COOKIE = 'mercato_language';
export const LANGUAGE_CHOICE_MAX_AGE_SECONDS = 31_536_000;

/**
 * Spec §7: a language is sent (the site user's locale call, the restock sign-up's `language`) only
 * when it is one of the site's multilingual languages and not a custom-code language (the owner's
 * own code, not a locale). The site's spelling of `current` (matched ignoring case), or null.
 */
export function sendableLanguage(languages: readonly SiteLanguageSetting[], current: string): string | null {
  const language = siteLanguageNamed(languages, current);
  return language && !language.custom ? language.code : null;
}

