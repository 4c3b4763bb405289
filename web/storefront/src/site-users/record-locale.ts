import { sendableLanguage } from '@mercato/spec';
import { type SiteView } from '../api/types';
import { type SiteUserApi } from './site-user-api';

/**
 * Spec §7 locale call: records the site's current multilingual language (the page's `<html lang>`: the
 * language switcher's choice, else the primary one) on the signed-in account unless `recorded` already
 * is it; never a custom-code language, nothing without multilingual. Answers the language recorded, or
 * undefined when nothing was sent (or the call failed: the next page tries again).
 */
export async function recordLocale(api: SiteUserApi, site: SiteView, recorded = ''): Promise<string | undefined> {
  // The server rendered the page in the current language (server/render.tsx `currentLanguageOf`).
  const language = sendableLanguage(site.languages, document.documentElement.lang);
  if (!language || language === recorded) return undefined;
  return api.setLocale(language).then(
    () => language,
    (error: Error) => {
      console.warn(`The language was not saved: ${error.message}`);
      return undefined;
    },
  );
}
