/** A cookie's value as sent, URI-decoded when it is encoded. */
function decodeCookieValue(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape is still the value the client sent.
    return value;
  }
}

/**
 * Every cookie of a `Cookie` header or `document.cookie` (`a=1; b=2`) by name, values URI-decoded
 * when encoded; of two cookies with one name the first counts, as browsers send the most specific
 * path first.
 */
export function parseCookieHeader(cookieHeader: string | undefined): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of cookieHeader?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator).trim();
    if (!cookies.has(name)) cookies.set(name, decodeCookieValue(pair.slice(separator + 1).trim()));
  }
  return cookies;
}

/**
 * One cookie's value from a `Cookie` header or `document.cookie`. The server's guards and the
 * browser's trackers read cookies the same way.
 */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  return parseCookieHeader(cookieHeader).get(name);
}
