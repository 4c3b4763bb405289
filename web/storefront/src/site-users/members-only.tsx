import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DISPLAY_DEFAULTS, PageType } from '@mercato/spec';
import { PageView } from '../analytics/react';
import { type PageAccess } from './site-user-api';
import { ACCOUNT_ROUTES } from './account-pages';
import { useSiteUser, useSiteUserApi } from './site-user-hooks';

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
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const join = useMutation({
    mutationFn: () => api!.joinMemberArea(memberArea.memberAreaId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['site-users', 'access', access.pageId] }),
  });
  // Not signed in: joining the site comes first, then back here.
  const onJoin = () => (account.data ? join.mutate() : navigate(`${ACCOUNT_ROUTES.join}?next=${encodeURIComponent(pathname)}`));
  return (
    <section className="member-area-access-denied" data-testid="member-area-access-denied">
      <title>{memberArea.name}</title>
      <PageView pageType={PageType.MEMBER_AREA_ACCESS_DENIED} />
      <h1>{memberArea.name}</h1>
      <p data-testid="member-only-text">{DISPLAY_DEFAULTS.memberOnly}</p>
      {(memberArea.freeJoin || !account.data) && (
        <button type="button" data-testid="member-area-join" disabled={join.isPending} onClick={onJoin}>
          Join
        </button>
      )}
      {join.isError && <p role="alert">{join.error.message}</p>}
    </section>
  );
}
