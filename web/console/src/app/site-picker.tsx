import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { consoleQueries } from '../api/queries';
import { roleName } from '../model/roles';
import { siteServedAt } from '../model/sites';
import { useApi, usePageLocation } from './api-context';
import { QueryState } from './query-state';

/** The sites the contributor holds a role on; the one this address serves comes first. */
export function SitePicker() {
  const api = useApi();
  const page = usePageLocation();
  const sites = useQuery(consoleQueries.sites(api));
  return (
    <main className="page">
      <h1>Your sites</h1>
      <QueryState query={sites}>
        {(list) => {
          const here = siteServedAt(list, page.hostname);
          const ordered = here ? [here, ...list.filter((site) => site !== here)] : list;
          if (ordered.length === 0) return <p>You do not hold a role on any site yet.</p>;
          return (
            <ul className="site-list" data-testid="site-list">
              {ordered.map((site) => (
                <li key={site.websiteId}>
                  <Link to={`/${encodeURIComponent(site.websiteId)}`} className="site-link">
                    {site.title}
                  </Link>
                  <span className="site-meta">
                    {site.roles.map(roleName).join(', ')} · {site.hostnames[0] ?? site.websiteId}
                    {site === here ? ' · this address' : ''}
                  </span>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </main>
  );
}
