import { useQuery } from '@tanstack/react-query';
import { NavLink, Route, Routes, useParams } from 'react-router';
import { consoleQueries } from '../api/queries';
import type { OwnedSite } from '../api/types';
import { orderAccessOf } from '../model/order-access';
import { consoleUrlOf, siteServedAt } from '../model/sites';
import { useApi, usePageLocation } from './api-context';
import { FormEditorPage } from './form-editor-page';
import { FormSubmissionsPage, FormsPage } from './forms-page';
import { MailPage } from './mail-outbox';
import { MediaPage } from './media-page';
import { OrderDetailPage } from './order-detail-page';
import { OrdersPage } from './orders-page';
import { CommercePreferencesPage } from './commerce-preferences-page';
import { HeaderFooterPage } from './header-footer-page';
import { LanguagesPage } from './languages-page';
import { ExperimentsPage } from './experiments-page';
import { CoursePage, CoursesPage } from './courses-page';
import { LockScreensPage } from './lock-screens-page';
import { MemberAreasPage } from './member-areas-page';
import { MembersPage } from './members-page';
import { managesSiteUsers } from '../model/site-user-access';
import { ProductCreatePage } from './product-create-page';
import { ProductPage } from './product-page';
import { ProductsPage } from './products-page';
import { QueryState } from './query-state';
import { RestockPage } from './restock-page';
import { RestockSignUpsPage } from './restock-sign-ups-page';
import { RestockTemplatesPage } from './restock-templates-page';
import { SiteContext } from './site-context';
import { StoreSettingsPage } from './store-settings-page';
import { StoreSetupPage } from './store-setup-page';
import { StoresPage } from './stores-page';

/** One site's console: navigation by what the contributor's roles allow there, and its pages. */
export function SiteConsole() {
  const api = useApi();
  const page = usePageLocation();
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
        const servedHere = siteServedAt(list, page.hostname)?.websiteId === site.websiteId;
        // A writer's pages answer every role, so a reader's deep link says why instead of misrouting.
        const canRead = site.access.catalog !== 'none';
        const canWrite = site.access.catalog === 'edit';
        return (
          <SiteContext.Provider value={{ site, servedHere, basePath: `/${encodeURIComponent(site.websiteId)}` }}>
            <SiteNavigation site={site} />
            <main className="page">
              {servedHere ? null : <ElsewhereNote site={site} />}
              <Routes>
                <Route index element={canRead ? <StoresPage /> : <NothingHere />} />
                <Route path="stores/new" element={canWrite ? <StoreSetupPage /> : <NothingHere />} />
                <Route path="stores/:collectionId" element={canRead ? <ProductsPage /> : <NothingHere />} />
                <Route path="stores/:collectionId/products/new" element={canWrite ? <ProductCreatePage /> : <NothingHere />} />
                <Route path="stores/:collectionId/products/:itemId" element={canRead ? <ProductPage /> : <NothingHere />} />
                <Route path="images" element={<MediaPage />} />
                <Route path="orders" element={orderAccessOf(site.roles) === 'none' ? <NothingHere /> : <OrdersPage />} />
                <Route path="orders/:orderId" element={orderAccessOf(site.roles) === 'none' ? <NothingHere /> : <OrderDetailPage />} />
                <Route path="settings" element={site.access.storeSettings === 'none' ? <NothingHere /> : <StoreSettingsPage />} />
                <Route path="restock" element={canWrite ? <RestockPage /> : <NothingHere />} />
                <Route path="restock/templates" element={canWrite ? <RestockTemplatesPage /> : <NothingHere />} />
                <Route path="restock/:productId/:variantId" element={canWrite ? <RestockSignUpsPage /> : <NothingHere />} />
                <Route path="mail" element={site.access.mail === 'none' ? <NothingHere /> : <MailPage />} />
                <Route path="forms" element={<FormsPage />} />
                <Route path="forms/new" element={<FormEditorPage />} />
                <Route path="forms/:formId" element={<FormSubmissionsPage />} />
                <Route path="forms/:formId/edit" element={<FormEditorPage />} />
                <Route path="header-footer" element={site.access.siteSettings === 'none' ? <NothingHere /> : <HeaderFooterPage />} />
                <Route path="languages" element={site.access.siteSettings === 'none' ? <NothingHere /> : <LanguagesPage />} />
                <Route path="experiments" element={site.access.siteSettings === 'none' ? <NothingHere /> : <ExperimentsPage />} />
                <Route path="preferences" element={site.access.siteSettings === 'none' ? <NothingHere /> : <CommercePreferencesPage />} />
                <Route path="members" element={managesSiteUsers(site.roles) ? <MembersPage /> : <NothingHere />} />
                <Route path="member-areas" element={managesSiteUsers(site.roles) ? <MemberAreasPage /> : <NothingHere />} />
                <Route path="lock-screens" element={managesSiteUsers(site.roles) ? <LockScreensPage /> : <NothingHere />} />
                <Route path="courses" element={managesSiteUsers(site.roles) ? <CoursesPage /> : <NothingHere />} />
                <Route path="courses/:courseId" element={managesSiteUsers(site.roles) ? <CoursePage /> : <NothingHere />} />
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
              {site.access.catalog === 'view' ? 'Stores and products (view only)' : 'Stores and products'}
            </NavLink>
          </li>
        ) : null}
        {orderAccessOf(site.roles) !== 'none' ? (
          <li>
            <NavLink to={`${base}/orders`}>{orderAccessOf(site.roles) === 'view' ? 'Orders (view only)' : 'Orders'}</NavLink>
          </li>
        ) : null}
        {site.access.storeSettings !== 'none' ? (
          <li>
            <NavLink to={`${base}/settings`}>Store settings</NavLink>
          </li>
        ) : null}
        {/* Restock sends take the catalog writers' roles, as the API does. */}
        {site.access.catalog === 'edit' ? (
          <li>
            <NavLink to={`${base}/restock`}>Restock sign-ups</NavLink>
          </li>
        ) : null}
        <li>
          <NavLink to={`${base}/forms`}>Forms</NavLink>
        </li>
        {site.access.mail !== 'none' ? (
          <li>
            <NavLink to={`${base}/mail`}>Mail</NavLink>
          </li>
        ) : null}
        <li>
          <NavLink to={`${base}/images`}>Images</NavLink>
        </li>
        {site.access.siteSettings !== 'none' ? (
          <>
            <li>
              <NavLink to={`${base}/header-footer`}>Header and footer</NavLink>
            </li>
            <li>
              <NavLink to={`${base}/languages`}>Languages</NavLink>
            </li>
            <li>
              <NavLink to={`${base}/experiments`}>Experiments</NavLink>
            </li>
            <li>
              <NavLink to={`${base}/preferences`}>Commerce preferences</NavLink>
            </li>
          </>
        ) : null}
        {managesSiteUsers(site.roles) ? (
          <>
            <li>
              <NavLink to={`${base}/members`}>Members</NavLink>
            </li>
            <li>
              <NavLink to={`${base}/member-areas`}>Member areas</NavLink>
            </li>
            <li>
              <NavLink to={`${base}/lock-screens`}>Lock screens</NavLink>
            </li>
            <li>
              <NavLink to={`${base}/courses`}>Video courses</NavLink>
            </li>
          </>
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
  const page = usePageLocation();
  const url = consoleUrlOf(site, page);
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
