import { skipToken, useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { pageGateKey } from '../api/queries';
import { type PageGate, type SiteView } from '../api/types';
import { SocialPixelLoader } from '../analytics/social-pixel-loader';
import { CartIndicator, CartPill } from '../cart/cart-badges';
import { AccountLink } from '../site-users/account-link';
import { MoneyFormatProvider } from './money';
import { QueryOutcome } from './query-outcome';
import { useSite } from './use-site';

/**
 * Header, main navigation and footer from the site data around every page; none around the site's
 * lock screen, whose visitor may see nothing of the site (its pages' titles are in the navigation).
 */
export function SiteLayout({ children }: { children: (site: SiteView) => ReactNode }) {
  const siteLocked = useSiteLockShown();
  return (
    <QueryOutcome query={useSite()}>
      {(site) => (
        <MoneyFormatProvider value={{ useCLDRMoneyFormat: site.useCLDRMoneyFormat, locale: site.locale }}>
          {siteLocked ? (
            <div className="site">
              <main className="site-main">{children(site)}</main>
            </div>
          ) : (
            <SiteChrome site={site}>{children(site)}</SiteChrome>
          )}
        </MoneyFormatProvider>
      )}
    </QueryOutcome>
  );
}

/**
 * Whether this page shows the site's lock screen: the gate the server rendered it with, or the one a
 * page's read was refused with in the browser (QueryOutcome keeps it); gone once the password is given.
 */
function useSiteLockShown(): boolean {
  const { pathname } = useLocation();
  const gate = useQuery<PageGate>({ queryKey: pageGateKey(pathname), queryFn: skipToken }).data;
  return gate?.kind === 'locked' && gate.lockPageId === null;
}

/** The site around a page: header with the main navigation, the account link and the cart, and footer. */
function SiteChrome({ site, children }: { site: SiteView; children: ReactNode }) {
  return (
    <div className="site">
      <SocialPixelLoader />
      <header className="site-header" data-testid="site-header">
        <Link to="/" className="site-title">
          {site.header.title}
        </Link>
        {site.header.tagline && <p className="site-tagline">{site.header.tagline}</p>}
        <nav aria-label="Main" data-testid="main-navigation">
          <ul>
            {site.navigation.map((link) => (
              <li key={`${link.collectionId}:${link.href}`}>
                <NavLink to={link.href}>{link.title}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <AccountLink site={site} />
        <CartIndicator currency={site.currency} />
        {/* Fixed to the window's corner; inside the header so that it sits in a landmark. */}
        <CartPill />
      </header>
      <main className="site-main">{children}</main>
      <footer className="site-footer" data-testid="site-footer">
        <p>{site.footer.text}</p>
      </footer>
    </div>
  );
}
