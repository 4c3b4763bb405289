import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { consoleQueries } from '../api/queries';
import { useApi } from './api-context';
import { QueryState } from './query-state';
import { useCurrentSite } from './site-context';

/** The site's stores (product collections), each leading to its products. */
export function StoresPage() {
  const api = useApi();
  const { site, basePath } = useCurrentSite();
  const stores = useQuery(consoleQueries.stores(api, site.websiteId));
  const canEdit = site.access.catalog === 'edit';
  return (
    <>
      <div className="page-heading">
        <h1>Stores</h1>
        {canEdit ? (
          <Link to={`${basePath}/stores/new`} className="button">
            Set up a store
          </Link>
        ) : null}
      </div>
      {canEdit ? null : <ReadOnlyNote />}
      <QueryState query={stores}>
        {(list) =>
          list.length === 0 ? (
            <p>No store yet.</p>
          ) : (
            <ul className="store-list" data-testid="store-list">
              {list.map((store) => (
                <li key={store.id}>
                  <Link to={`${basePath}/stores/${store.id}`}>{store.title}</Link> <code>/{store.urlId}</code>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}

export function ReadOnlyNote() {
  return (
    <p className="note" data-testid="read-only-note">
      Your role on this site may view the catalog but not change it.
    </p>
  );
}
