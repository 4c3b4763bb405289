import { ContributorRole } from '@mercato/spec';
import { parseAnalyticsPageContext } from './page';

describe('parseAnalyticsPageContext', () => {
  it('reads what the server rendered', () => {
    const policy = { siteCloneable: false, restrictive: true, absolute: true, bannerEnabled: true, consentGiven: true };
    expect(parseAnalyticsPageContext(JSON.stringify({ censusDisabled: false, signedInRoles: [ContributorRole.VIEWER], cookiePolicy: policy }))).toEqual({
      censusDisabled: false,
      signedInRoles: [ContributorRole.VIEWER],
      cookiePolicy: policy,
    });
  });

  it('an anonymous visitor has no roles', () => {
    expect(parseAnalyticsPageContext('{"censusDisabled":false}')).toEqual({ censusDisabled: false });
  });

  it.each([[undefined], [null], [''], ['not json'], ['[]'], ['{"signedInRoles":[]}']])('records nothing when the context is unreadable (%p)', (json) => {
    expect(parseAnalyticsPageContext(json)).toEqual({ censusDisabled: true });
  });

  it('drops a malformed cookie policy and roles that are not role numbers', () => {
    expect(parseAnalyticsPageContext('{"censusDisabled":false,"signedInRoles":[10,"admin"],"cookiePolicy":{"restrictive":true}}')).toEqual({
      censusDisabled: false,
      signedInRoles: [10],
    });
  });
});
