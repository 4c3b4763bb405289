import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ClankerSchemaName, DISPLAY_DEFAULTS, LOCK_SCREEN_MESSAGES, PageType } from '@mercato/spec';
import { PageView, useStorefrontEvents } from '../analytics/react';
import { type PageGate } from '../api/types';
import { pageGateKey } from '../api/queries';
import { useHydrated } from '../cart/cart-context';
import { ACCOUNT_ROUTES } from './account-link';
import { useSiteUser, useSiteUserAction, useSiteUserApi } from './site-user-hooks';

type MemberArea = Extract<PageGate, { kind: 'members-only' }>['memberArea'];

/** A chunk of its own, fetched in the browser on a paid area's access-denied page only: every page's start stays without it. */
const PaywallButton = lazy(async () => ({ default: (await import('./paywall-button')).PaywallButton }));

/**
 * Spec §6 on a page the server would not answer (403 with its pageGate): the lock screen (page type
 * 103) or the member area's access-denied page (106). Once the password is right or the visitor
 * joined, the page's reads run again with the new cookie and the content replaces this.
 */
export function PageGateScreen({ gate }: { gate: PageGate }) {
  return gate.kind === 'locked' ? <LockScreen lockPageId={gate.lockPageId} /> : <MemberAreaAccessDenied memberArea={gate.memberArea} />;
}

function LockScreen({ lockPageId }: { lockPageId: string | null }) {
  const api = useSiteUserApi();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const unlock = useSiteUserAction(async () => {
    await api!.unlock(lockPageId, password);
    await readPageAgain(queryClient);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    unlock.run();
  };
  return (
    <section data-testid="lock-screen">
      <title>{LOCK_SCREEN_MESSAGES.title}</title>
      <PageView pageType={PageType.LOCK_SCREEN} />
      <h1>{LOCK_SCREEN_MESSAGES.title}</h1>
      <form onSubmit={submit}>
        <label>
          {LOCK_SCREEN_MESSAGES.prompt}
          <input type="password" name="password" required autoComplete="off" value={password} onChange={(event) => setPassword(event.target.value)} data-testid="lock-screen-password" />
        </label>
        <button type="submit" disabled={api === undefined || unlock.status === 'pending'} data-testid="lock-screen-submit">
          Enter
        </button>
      </form>
      {unlock.errorMessage && <p role="alert">{unlock.errorMessage}</p>}
    </section>
  );
}

function MemberAreaAccessDenied({ memberArea }: { memberArea: MemberArea }) {
  const api = useSiteUserApi();
  const account = useSiteUser();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const events = useStorefrontEvents();
  const { pathname } = useLocation();
  const clicked = () => events.clientEvent(ClankerSchemaName.ACCESS_DENIED_CLICK, memberArea.memberAreaId);
  const join = useSiteUserAction(async () => {
    await api!.joinMemberArea(memberArea.memberAreaId);
    await readPageAgain(queryClient);
  });
  return (
    <section data-testid="member-area-access-denied">
      <title>{memberArea.name}</title>
      <PageView pageType={PageType.MEMBER_AREA_ACCESS_DENIED} />
      <AccessDeniedViewEvent memberAreaId={memberArea.memberAreaId} />
      <h1>{memberArea.name}</h1>
      <p data-testid="member-only-text">{DISPLAY_DEFAULTS.memberOnly}</p>
      {/* Not signed in: joining the site comes first, then back here. */}
      {!account.data ? (
        <Link to={`${ACCOUNT_ROUTES.join}?next=${encodeURIComponent(pathname)}`} data-testid="member-area-join" onClick={clicked}>
          Join
        </Link>
      ) : memberArea.freeJoin ? (
        <button
          type="button"
          data-testid="member-area-join"
          disabled={join.status === 'pending'}
          onClick={() => {
            clicked();
            join.run();
          }}
        >
          Join
        </button>
      ) : (
        // A paid area is joined by buying its paywall product; the order grants the signed-in account.
        memberArea.paywallProductId &&
        hydrated && (
          <Suspense fallback={null}>
            <PaywallButton productId={memberArea.paywallProductId} onClick={clicked} />
          </Suspense>
        )
      )}
      {join.errorMessage && <p role="alert">{join.errorMessage}</p>}
    </section>
  );
}

/** With the new pass or membership the page's reads run again; the server's remembered gate goes. */
async function readPageAgain(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: pageGateKey('').slice(0, 2) });
  await queryClient.invalidateQueries();
}

/** Spec §7 client event "access-denied view", once per access-denied page shown (after its page view, rendered before it). */
function AccessDeniedViewEvent({ memberAreaId }: { memberAreaId: string }) {
  const events = useStorefrontEvents();
  useEffect(() => events.clientEvent(ClankerSchemaName.ACCESS_DENIED_VIEW, memberAreaId), [events, memberAreaId]);
  return null;
}
