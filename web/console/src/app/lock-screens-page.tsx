import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { consoleQueries } from '../api/queries';
import type { LockScreen } from '../api/site-users';
import { useApi } from './api-context';
import { FormError, TextField } from './form-fields';
import { HostSitePage, SaveButton } from './host-site-page';
import { QueryState } from './query-state';
import { useCurrentSite } from './site-context';

/** Lock screen passwords (issue 14 part 6, spec page type 103): the whole site's, and each page's. Passwords are never shown again. */
export function LockScreensPage() {
  const api = useApi();
  const { site } = useCurrentSite();
  const locks = useQuery(consoleQueries.lockScreens(api, site.websiteId));
  const pages = useQuery(consoleQueries.stores(api, site.websiteId));
  return (
    <HostSitePage title="Lock screens" what="Lock screens">
      {() => (
        <QueryState query={locks}>
          {(list) => (
            <>
              <LockForm label="The whole site" pageId={null} lock={list.find((lock) => lock.pageId === null)} />
              <QueryState query={pages}>
                {(collections) => (
                  <>
                    {collections.map((page) => (
                      <LockForm key={page.id} label={page.title} pageId={page.id} lock={list.find((lock) => lock.pageId === page.id)} />
                    ))}
                  </>
                )}
              </QueryState>
            </>
          )}
        </QueryState>
      )}
    </HostSitePage>
  );
}

function LockForm({ label, pageId, lock }: { label: string; pageId: string | null; lock: LockScreen | undefined }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { site } = useCurrentSite();
  const [password, setPassword] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: consoleQueries.lockScreens(api, site.websiteId).queryKey });
  const set = useMutation({
    mutationFn: () => api.setLockPassword(pageId, password),
    onSuccess: async () => {
      setPassword('');
      await refresh();
    },
  });
  const remove = useMutation({ mutationFn: () => api.removeLock(pageId), onSuccess: refresh });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set.mutate();
  };
  const fieldPath = `lock-${pageId ?? 'site'}`;
  return (
    <form onSubmit={submit} noValidate className="form" aria-label={label} data-testid="lock-screen-form">
      <h2>{label}</h2>
      <p>{lock ? `Locked since ${new Date(lock.setAt).toLocaleString()}.` : 'Open to every visitor.'}</p>
      <FormError message={set.error?.message ?? remove.error?.message} />
      <TextField path={fieldPath} label={lock ? 'New password' : 'Password'} type="password" autoComplete="new-password" value={password} onChange={setPassword} />
      <SaveButton label={lock ? `Change the password of ${label}` : `Lock ${label}`} pending={set.isPending} done={set.isSuccess ? 'Password set.' : undefined} />
      {lock ? (
        <button type="button" disabled={remove.isPending} onClick={() => remove.mutate()}>
          {`Remove the lock of ${label}`}
        </button>
      ) : null}
    </form>
  );
}
