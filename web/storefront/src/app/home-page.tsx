import { PageType } from '@mercato/spec';
import { Link } from 'react-router';
import { PageView } from '../analytics/react';
import { type SiteView } from '../api/types';
import { SiteLockGate } from './site-lock-gate';

/** The site's navigation; a site lock shows its lock screen here as on every other page (spec §6). */
export function HomePage({ site }: { site: SiteView }) {
  return (
    <SiteLockGate>
      {(protectedContent) => (
        <section className="home" data-testid="home">
          <title>{site.title}</title>
          <PageView pageType={protectedContent ? PageType.PROTECTED_CONTENT : PageType.PAGE} />
          <h1>{site.title}</h1>
          {site.navigation.length > 0 && (
            <>
              <h2>Collections</h2>
              <ul className="collection-links" data-testid="collection-links">
                {site.navigation.map((link) => (
                  <li key={`${link.collectionId}:${link.href}`}>
                    <Link to={link.href}>{link.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </SiteLockGate>
  );
}
