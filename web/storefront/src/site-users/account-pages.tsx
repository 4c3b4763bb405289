import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SITE_USER_PASSWORD_MIN_LENGTH } from '@mercato/spec';
import { type SiteView } from '../api/types';
import { ACCOUNT_ROUTES } from './account-link';
import { recordLocale } from './record-locale';
import { type SiteUserApi } from './site-user-api';
import { loadPage, useSignOut, useSiteUser, useSiteUserAction, useSiteUserApi } from './site-user-hooks';

/** Where to go after signing in or joining: `?next=` when it is a path on this site, else the account page. */
function nextPath(searchParams: URLSearchParams): string {
  const next = searchParams.get('next') ?? '';
  return next.startsWith('/') && !next.startsWith('//') ? next : ACCOUNT_ROUTES.account;
}

interface Credentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** The email and password form both pages use; `submit` does the page's calls. */
function CredentialsForm({ kind, submit }: { kind: 'sign-in' | 'join'; submit: (api: SiteUserApi, credentials: Credentials) => Promise<void> }) {
  const api = useSiteUserApi();
  const [searchParams] = useSearchParams();
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '', rememberMe: false });
  const sending = useSiteUserAction(async () => {
    await submit(api!, credentials);
    loadPage(nextPath(searchParams));
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sending.run();
  };
  const label = kind === 'join' ? 'Join' : 'Sign in';
  return (
    <form data-testid={`${kind}-form`} onSubmit={onSubmit}>
      <label>
        Email
        <input type="email" name="email" autoComplete="email" required value={credentials.email} onChange={(event) => setCredentials({ ...credentials, email: event.target.value })} />
      </label>
      <label>
        Password
        <input
          type="password"
          name="password"
          autoComplete={kind === 'join' ? 'new-password' : 'current-password'}
          required
          minLength={kind === 'join' ? SITE_USER_PASSWORD_MIN_LENGTH : undefined}
          value={credentials.password}
          onChange={(event) => setCredentials({ ...credentials, password: event.target.value })}
        />
      </label>
      <label>
        <input type="checkbox" name="rememberMe" checked={credentials.rememberMe} onChange={(event) => setCredentials({ ...credentials, rememberMe: event.target.checked })} />
        Remember me
      </label>
      {sending.errorMessage && (
        <p role="alert">
          {sending.errorMessage}
        </p>
      )}
      <button type="submit" disabled={!api || sending.status === 'pending'} data-testid={`${kind}-submit`}>
        {label}
      </button>
    </form>
  );
}

export function SignInPage({ site }: { site: SiteView }) {
  const [searchParams] = useSearchParams();
  return (
    <section data-testid="sign-in-page">
      <title>{`Sign in — ${site.title}`}</title>
      <h1>Sign in</h1>
      <CredentialsForm
        kind="sign-in"
        submit={async (api, { email, password, rememberMe }) => {
          await api.signIn(email, password, rememberMe);
          await recordLocale(api, site);
        }}
      />
      <p>
        No account yet? <Link to={`${ACCOUNT_ROUTES.join}?${searchParams}`}>Join</Link>
      </p>
    </section>
  );
}

/** Joining, then signing in with the same email and password: the visitor lands signed in. */
export function JoinPage({ site }: { site: SiteView }) {
  return (
    <section data-testid="join-page">
      <title>{`Join — ${site.title}`}</title>
      <h1>Join</h1>
      <CredentialsForm
        kind="join"
        submit={async (api, { email, password, rememberMe }) => {
          await api.join(email, password);
          await api.signIn(email, password, rememberMe);
          await recordLocale(api, site);
        }}
      />
    </section>
  );
}

export function AccountPage({ site }: { site: SiteView }) {
  const account = useSiteUser();
  const signOut = useSignOut();
  return (
    <section data-testid="account-page">
      <title>{`Account — ${site.title}`}</title>
      <h1>Account</h1>
      {account.data ? (
        <>
          <p data-testid="account-email">{account.data.email}</p>
          <button type="button" data-testid="sign-out" disabled={signOut.status === 'pending'} onClick={() => signOut.run(false)}>
            Sign out
          </button>
          {signOut.errorMessage && <p role="alert">{signOut.errorMessage}</p>}
        </>
      ) : account.data === null ? (
        <Link to={ACCOUNT_ROUTES.signIn}>Sign in</Link>
      ) : null}
    </section>
  );
}
