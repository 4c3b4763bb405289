import { useQuery } from '@tanstack/react-query';
import { NavLink, Route, Routes, useParams } from 'react-router';
import { consoleQueries } from '../api/queries';
import type { OwnedSite } from '../api/types';
import { consoleUrlOf, siteServedAt } from '../model/sites';
import { useApi } from './api-context';
import { ProductCreatePage } from './product-create-page';
import { ProductPage } from './product-page';
import { ProductsPage } from './products-page';
import { QueryState } from './query-state';
import { SiteContext } from './site-context';
import { StoreSettingsPage } from './store-settings-page';
import { StoreSetupPage } from './store-setup-page';
import { StoresPage } from './stores-page';

/** One site's console: navigation by what the contributor's roles allow there, and its pages. */
export function SiteConsole() {
  const api = useApi();
  const { websiteId = '' } = useParams();
  const sites = useQuery(consoleQueries.sites(api));
  return (
    <QueryState query={sites}>
      {(list) => {
        const site = list.find((candidate) => candidate.websiteId === websiteId);
        if (!site) {
          return (
            <main className="page">
              <p role="alert">You do not hold a role on this site.</p>
            </main>
          );
        }
        const servedHere = siteServedAt(list, window.location.hostname)?.websiteId === site.websiteId;
        return (
          <SiteContext.Provider value={{ site, servedHere, basePath: `/${encodeURIComponent(site.websiteId)}` }}>
            <SiteNavigation site={site} />
            <main className="page">
              {servedHere ? null : <ElsewhereNote site={site} />}
              <Routes>
                <Route index element={site.access.catalog === 'none' ? <NothingHere /> : <StoresPage />} />
                {site.access.catalog === 'edit' ? <Route path="stores/new" element={<StoreSetupPage />} /> : null}
                {site.access.catalog !== 'none' ? <Route path="stores/:collectionId" element={<ProductsPage />} /> : null}
                {site.access.catalog === 'edit' ? <Route path="stores/:collectionId/products/new" element={<ProductCreatePage />} /> : null}
                {site.access.catalog !== 'none' ? <Route path="stores/:collectionId/products/:itemId" element={<ProductPage />} /> : null}
                {site.access.storeSettings !== 'none' ? <Route path="settings" element={<StoreSettingsPage />} /> : null}
                <Route path="*" element={<NothingHere />} />
              </Routes>
            </main>
          </SiteContext.Provider>
        );
      }}
    </QueryState>
  );
}

function SiteNavigation({ site }: { site: OwnedSite }) {
  const base = `/${encodeURIComponent(site.websiteId)}`;
  return (
    <nav className="site-nav" aria-label={site.title}>
      <span className="site-nav-title" data-testid="site-title">
        {site.title}
      </span>
      <ul>
        {site.access.catalog !== 'none' ? (
          <li>
            <NavLink to={base} end>
              Stores and products{site.access.catalog === 'view' ? ' (view only)' : ''}
            </NavLink>
          </li>
        ) : null}
        {site.access.storeSettings !== 'none' ? (
          <li>
            <NavLink to={`${base}/settings`}>Store settings</NavLink>
          </li>
        ) : null}
        <li>
          <NavLink to="/" end>
            All sites
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

/** Layout and store settings are the host's site's: say where this site's own console is. */
function ElsewhereNote({ site }: { site: OwnedSite }) {
  const url = consoleUrlOf(site, window.location);
  return (
    <p className="note" data-testid="elsewhere-note">
      This address does not serve {site.title}: its main navigation and store settings are changed from{' '}
      {url ? <a href={url}>its own console</a> : 'its own console'}.
    </p>
  );
}

function NothingHere() {
  return <p>Your role on this site has nothing to manage here.</p>;
}
