import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { SITE_USER_ROUTES } from '@mercato/spec';
import { type SiteView } from '../api/types';
import { recordLocale } from './record-locale';
import { siteUserAccountKey, useSiteUser, useSiteUserApi } from './site-user-hooks';

/** The storefront's own paths for the site user's pages. */
export const ACCOUNT_ROUTES = SITE_USER_ROUTES;

/**
 * The header's account link: "Account" for a signed-in site user, "Sign in" otherwise (and on the server).
 * Apart from the account pages so that every page's first load carries the link but not the pages.
 * On any page, a signed-in user's account takes the language the page is in when it differs (spec §7
 * locale call): the language switcher's choice is recorded on the page it reloads.
 */
export function AccountLink({ site }: { site: SiteView }) {
  const api = useSiteUserApi();
  const account = useSiteUser();
  const queries = useQueryClient();
  useEffect(() => {
    if (!api || !account.data) return;
    void recordLocale(api, site, account.data.language).then((language) => {
      if (language) queries.setQueryData(siteUserAccountKey, { ...account.data, language });
    });
  }, [api, account.data, site, queries]);
  return account.data ? (
    <Link to={ACCOUNT_ROUTES.account} data-testid="account-link">
      Account
    </Link>
  ) : (
    <Link to={ACCOUNT_ROUTES.signIn} data-testid="sign-in-link">
      Sign in
    </Link>
  );
}
