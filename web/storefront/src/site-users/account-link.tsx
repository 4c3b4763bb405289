import { Link } from 'react-router';
import { SITE_USER_ROUTES } from '@mercato/spec';
import { useSiteUser } from './site-user-hooks';

/** The storefront's own paths for the site user's pages. */
export const ACCOUNT_ROUTES = SITE_USER_ROUTES;

/**
 * The header's account link: "Account" for a signed-in site user, "Sign in" otherwise (and on the server).
 * Apart from the account pages so that every page's first load carries the link but not the pages.
 */
export function AccountLink() {
  const account = useSiteUser();
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
