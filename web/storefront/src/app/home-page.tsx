import { PageType } from '@mercato/spec';
import { Link } from 'react-router';
import { PageView } from '../analytics/react';
import { type SiteView } from '../api/types';

export function HomePage({ site }: { site: SiteView }) {
  return (
    <section className="home" data-testid="home">
      <title>{site.title}</title>
      <PageView pageType={PageType.PAGE} />
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
  );
}
