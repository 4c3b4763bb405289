import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { DISPLAY_DEFAULTS, PageType } from '@mercato/spec';
import { PageView } from '../analytics/react';
import { type PageAccess } from './site-user-api';
import { ACCOUNT_ROUTES } from './account-link';
import { useSiteUser, useSiteUserAction, useSiteUserApi } from './site-user-hooks';

/**
 * Spec §6 member-only area: a page a member area protects shows its content to members only; others
 * get the access-denied page (page type 106) with a join button. Asked in the browser, where the
 * visitor's session is: the server's shared render does not know who is looking.
 */
export function MembersOnly({ pageId, children }: { pageId: string; children: ReactNode }) {
  const api = useSiteUserApi();
  const access = useQuery({ queryKey: ['site-users', 'access', pageId], queryFn: () => api!.pageAccess(pageId), enabled: api !== undefined });
  if (access.data && !access.data.allowed && access.data.memberArea) return <MemberAreaAccessDenied access={access.data} memberArea={access.data.memberArea} />;
  return <>{children}</>;
}

function MemberAreaAccessDenied({ access, memberArea }: { access: PageAccess; memberArea: NonNullable<PageAccess['memberArea']> }) {
  const api = useSiteUserApi();
  const account = useSiteUser();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const join = useSiteUserAction(async () => {
    await api!.joinMemberArea(memberArea.memberAreaId);
    await queryClient.invalidateQueries({ queryKey: ['site-users', 'access', access.pageId] });
  });
  return (
    <section data-testid="member-area-access-denied">
      <title>{memberArea.name}</title>
      <PageView pageType={PageType.MEMBER_AREA_ACCESS_DENIED} />
      <h1>{memberArea.name}</h1>
      <p data-testid="member-only-text">{DISPLAY_DEFAULTS.memberOnly}</p>
      {/* Not signed in: joining the site comes first, then back here. */}
      {!account.data ? (
        <Link to={`${ACCOUNT_ROUTES.join}?next=${encodeURIComponent(pathname)}`} data-testid="member-area-join">
          Join
        </Link>
      ) : (
        memberArea.freeJoin && (
          <button type="button" data-testid="member-area-join" disabled={join.status === 'pending'} onClick={() => join.run()}>
            Join
          </button>
        )
      )}
      {join.errorMessage && <p role="alert">{join.errorMessage}</p>}
    </section>
  );
}
