/**
 * One cookie's value from a `Cookie` header or `document.cookie` (`a=1; b=2`), URI-decoded when it
 * is encoded. The server's guards and the browser's trackers read cookies the same way.
 */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      // A malformed escape is still the value the client sent.
      return value;
    }
  }
  return undefined;
}
