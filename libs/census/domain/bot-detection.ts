/**
 * Words that crawlers, monitors, headless browsers and HTTP libraries put in their user agents.
 * Browsers never send them, so a match is a bot with very few false positives.
 */
const BOT_PATTERN = new RegExp(
  [
    'bot\\b', 'bot/', 'crawl', 'spider', 'slurp', 'scrape', 'archiver', 'facebookexternalhit', 'embedly', 'preview',
    'headlesschrome', 'phantomjs', 'lighthouse', 'pagespeed', 'pingdom', 'uptime', 'monitor',
    'curl/', 'wget/', 'python-requests', 'python-urllib', 'aiohttp', 'go-http-client', 'java/', 'okhttp', 'axios/', 'node-fetch', 'undici',
  ].join('|'),
  'i',
);

/** Whether the user agent is a bot's. Browsers always send a user agent, so a missing one counts as a bot. */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  if (!userAgent?.trim()) return true;
  return BOT_PATTERN.test(userAgent);
}
