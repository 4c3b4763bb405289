import { conversionCookiesAfterPageView, parseVisitorCookie, VISITOR_COOKIE_PATTERN } from './conversion-cookies';

const VISITOR_ID = '0b5ad1b4-7a51-4c1e-9d58-3d2f7e0c9a11';
const NEW_ID = '9f0e8d7c-6b5a-4938-8271-605f4e3d2c1b';
const newId = () => NEW_ID;
const DAY = 86_400_000;
const now = 1_760_000_000_000;

describe('conversion cookies (spec §5, §9)', () => {
  it('a first page view makes a new visitor on their first visit', () => {
    const after = conversionCookiesAfterPageView({}, now, newId);
    expect(after).toEqual({ visitor: `${NEW_ID}|${now}|${now}|${now}|1`, session: String(now), newVisit: true });
    expect(after.visitor).toMatch(VISITOR_COOKIE_PATTERN);
  });

  it('a page view while the session cookie lives continues the visit and renews the session time', () => {
    const visitor = `${VISITOR_ID}|${now - 3 * DAY}|${now - 3 * DAY}|${now - 60_000}|1`;
    expect(conversionCookiesAfterPageView({ visitor, session: String(now - 60_000) }, now, newId)).toEqual({
      visitor,
      session: String(now),
      newVisit: false,
    });
  });

  it('a page view after the session cookie expired starts the next visit of the same visitor', () => {
    const visitor = `${VISITOR_ID}|${now - 3 * DAY}|${now - 3 * DAY}|${now - DAY}|4`;
    const after = conversionCookiesAfterPageView({ visitor }, now, newId);
    expect(after.visitor).toBe(`${VISITOR_ID}|${now - 3 * DAY}|${now - DAY}|${now}|5`);
    expect(after.newVisit).toBe(true);
  });

  it.each([
    ['not a cookie'],
    [`${VISITOR_ID}|1|2|3`],
    [`${VISITOR_ID.toUpperCase()}|1|2|3|4`],
    [`${VISITOR_ID}|1|2|3|4|5`],
    [`${VISITOR_ID}|1|2|3|x`],
  ])('a visitor cookie that does not match the pattern (%s) is replaced by a new visitor', (visitor) => {
    expect(parseVisitorCookie(visitor)).toBeUndefined();
    expect(conversionCookiesAfterPageView({ visitor, session: String(now) }, now, newId).visitor).toBe(`${NEW_ID}|${now}|${now}|${now}|1`);
  });

  it('a malformed session cookie does not continue the visit', () => {
    const visitor = `${VISITOR_ID}|1|2|3|1`;
    expect(conversionCookiesAfterPageView({ visitor, session: 'yesterday' }, now, newId)).toMatchObject({ newVisit: true, visitor: `${VISITOR_ID}|1|3|${now}|2` });
  });
});
