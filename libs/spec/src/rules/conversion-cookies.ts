/**
 * Spec §9 conversion cookies and spec §5 "conversion-tracking cookie values must match a fixed
 * pattern". The visitor cookie (ss_cvr, kept 2 years) reads
 * `visitorId|firstVisitAt|previousVisitAt|currentVisitAt|visitCount` (times in ms since the epoch);
 * the session cookie (ss_cvt, kept 30 minutes and renewed on every page view) holds the time of the
 * last page view. A visit lasts as long as the session cookie does.
 */
export const VISITOR_COOKIE_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\|\d{1,15}\|\d{1,15}\|\d{1,15}\|\d{1,9}$/;
export const SESSION_COOKIE_PATTERN = /^\d{1,15}$/;

export interface ConversionVisitor {
  readonly visitorId: string;
  readonly firstVisitAt: number;
  readonly previousVisitAt: number;
  readonly currentVisitAt: number;
  readonly visitCount: number;
}

/** The visitor cookie's contents, or undefined when it is missing or does not match the pattern. */
export function parseVisitorCookie(value: string | undefined): ConversionVisitor | undefined {
  if (value === undefined || !VISITOR_COOKIE_PATTERN.test(value)) return undefined;
  const [visitorId = '', ...numbers] = value.split('|');
  const [firstVisitAt = 0, previousVisitAt = 0, currentVisitAt = 0, visitCount = 0] = numbers.map(Number);
  return { visitorId, firstVisitAt, previousVisitAt, currentVisitAt, visitCount };
}

export function formatVisitorCookie(visitor: ConversionVisitor): string {
  return [visitor.visitorId, visitor.firstVisitAt, visitor.previousVisitAt, visitor.currentVisitAt, visitor.visitCount].join('|');
}

export interface ConversionCookieValues {
  readonly visitor?: string;
  readonly session?: string;
}

/**
 * The cookie values after a page view at `now`: a live session cookie continues the visit; without
 * one the next visit starts (previous ← current, count + 1); a missing or malformed visitor cookie
 * makes a new visitor with `newVisitorId()`.
 */
export function conversionCookiesAfterPageView(
  current: ConversionCookieValues,
  now: number,
  newVisitorId: () => string,
): { visitor: string; session: string; newVisit: boolean } {
  const visitor = parseVisitorCookie(current.visitor);
  const visitContinues = visitor !== undefined && current.session !== undefined && SESSION_COOKIE_PATTERN.test(current.session);
  const next: ConversionVisitor = !visitor
    ? { visitorId: newVisitorId(), firstVisitAt: now, previousVisitAt: now, currentVisitAt: now, visitCount: 1 }
    : visitContinues
      ? visitor
      : { ...visitor, previousVisitAt: visitor.currentVisitAt, currentVisitAt: now, visitCount: visitor.visitCount + 1 };
  return { visitor: formatVisitorCookie(next), session: String(now), newVisit: !visitContinues };
}
