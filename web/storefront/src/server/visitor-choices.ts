import { LANGUAGE_CHOICE_COOKIE, LANGUAGE_CHOICE_MAX_AGE_SECONDS, LANGUAGE_CHOICE_PARAM, type ExperimentOverrides } from '@mercato/spec';
import { EXPERIMENT_OVERRIDES_KEY, sessionExperimentOverrides } from '../analytics/experiment-overrides';
import type { KeyValueStore } from '../analytics/ports';

/** What a page request says the visitor chose, for the server render, and the cookies that keep it. */
export interface VisitorChoices {
  /** The language the visitor picked (`?language=` or its cookie); the render keeps it only when the site has it. */
  readonly languageChoice: string | undefined;
  /** Pinned experiment variants: only on internal or staging hosts (spec §6). */
  readonly experimentOverrides: ExperimentOverrides;
  /** Set-Cookie values to send with the page. */
  readonly setCookies: readonly string[];
}

export interface PageRequestFacts {
  /** Path and query, e.g. "/shop?language=fr-FR". */
  readonly url: string;
  readonly hostname: string;
  readonly secure: boolean;
  readonly cookie: (name: string) => string | undefined;
}

/** A language code as a cookie may hold it: a BCP 47 tag or an owner's custom code; anything else is dropped. */
const LANGUAGE_CHOICE_PATTERN = /^[A-Za-z][A-Za-z0-9-]{0,34}$/;

const cookieAttributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * The language switcher's choice (`?language=`) is remembered for a year; the experiment overrides
 * of internal and staging hosts for the browser session (a session cookie: the session-data helper's
 * store), so the server renders both into the page and the browser runs no code for either.
 */
export function visitorChoices(request: PageRequestFacts, warn: (message: string) => void): VisitorChoices {
  const setCookies: string[] = [];
  const { search } = new URL(request.url, 'http://storefront.invalid');
  const query = new URLSearchParams(search);

  const asked = query.get(LANGUAGE_CHOICE_PARAM) ?? undefined;
  const askedValid = asked !== undefined && LANGUAGE_CHOICE_PATTERN.test(asked) ? asked : undefined;
  if (askedValid) setCookies.push(`${LANGUAGE_CHOICE_COOKIE}=${askedValid}; Max-Age=${LANGUAGE_CHOICE_MAX_AGE_SECONDS}; ${cookieAttributes(request.secure)}`);
  const remembered = request.cookie(LANGUAGE_CHOICE_COOKIE);
  const languageChoice = askedValid ?? (remembered !== undefined && LANGUAGE_CHOICE_PATTERN.test(remembered) ? remembered : undefined);

  const experimentOverrides = sessionExperimentOverrides(sessionCookieStore(request, setCookies), { search, hostname: request.hostname }, warn);
  return { languageChoice, experimentOverrides, setCookies };
}

/** The session-data helper's store over the session cookie: a change becomes a Set-Cookie, an unchanged value none. */
function sessionCookieStore(request: PageRequestFacts, setCookies: string[]): KeyValueStore {
  const decoded = (name: string): string | null => {
    const raw = request.cookie(name);
    if (raw === undefined) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  };
  return {
    getItem: decoded,
    setItem(name, value) {
      if (decoded(name) !== value) setCookies.push(`${name}=${encodeURIComponent(value)}; ${cookieAttributes(request.secure)}`);
    },
    removeItem(name) {
      if (request.cookie(name) !== undefined) setCookies.push(`${name}=; Max-Age=0; ${cookieAttributes(request.secure)}`);
    },
  };
}

export { EXPERIMENT_OVERRIDES_KEY as EXPERIMENT_OVERRIDES_COOKIE };
