import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SITE_USER_PASSWORD_MIN_LENGTH, SITE_USER_ROUTES } from '@mercato/spec';
import { type SiteView } from '../api/types';
import { type SiteUserApi } from './site-user-api';
import { useAfterSessionChange, useSignOut, useSiteUser, useSiteUserApi } from './site-user-hooks';

/** The storefront's own paths for the site user's pages. */
export const ACCOUNT_ROUTES = SITE_USER_ROUTES;

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
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const afterSessionChange = useAfterSessionChange();
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '', rememberMe: false });
  const mutation = useMutation({
    mutationFn: async () => {
      await submit(api!, credentials);
      await afterSessionChange();
    },
    onSuccess: () => navigate(nextPath(searchParams)),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  const label = kind === 'join' ? 'Join' : 'Sign in';
  return (
    <form className="account-form" data-testid={`${kind}-form`} onSubmit={onSubmit}>
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
      <label className="account-remember">
        <input type="checkbox" name="rememberMe" checked={credentials.rememberMe} onChange={(event) => setCredentials({ ...credentials, rememberMe: event.target.checked })} />
        Remember me
      </label>
      {mutation.isError && (
        <p role="alert" className="account-error" data-testid="account-error">
          {mutation.error.message}
        </p>
      )}
      <button type="submit" disabled={!api || mutation.isPending} data-testid={`${kind}-submit`}>
        {label}
      </button>
    </form>
  );
}

export function SignInPage({ site }: { site: SiteView }) {
  const [searchParams] = useSearchParams();
  return (
    <section className="account-page" data-testid="sign-in-page">
      <title>{`Sign in — ${site.title}`}</title>
      <h1>Sign in</h1>
      <CredentialsForm kind="sign-in" submit={(api, { email, password, rememberMe }) => api.signIn(email, password, rememberMe)} />
      <p>
        No account yet? <Link to={`${ACCOUNT_ROUTES.join}?${searchParams}`}>Join</Link>
      </p>
    </section>
  );
}

/** Joining, then signing in with the same email and password: the visitor lands signed in. */
export function JoinPage({ site }: { site: SiteView }) {
  const [searchParams] = useSearchParams();
  return (
    <section className="account-page" data-testid="join-page">
      <title>{`Join — ${site.title}`}</title>
      <h1>Join {site.title}</h1>
      <CredentialsForm
        kind="join"
        submit={async (api, { email, password, rememberMe }) => {
          await api.join(email, password);
          await api.signIn(email, password, rememberMe);
        }}
      />
      <p>
        Already a member? <Link to={`${ACCOUNT_ROUTES.signIn}?${searchParams}`}>Sign in</Link>
      </p>
    </section>
  );
}

export function AccountPage({ site }: { site: SiteView }) {
  const account = useSiteUser();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <section className="account-page" data-testid="account-page">
      <title>{`Account — ${site.title}`}</title>
      <h1>Account</h1>
      {account.data ? (
        <>
          <p data-testid="account-email">{account.data.email}</p>
          {!account.data.emailVerified && <p data-testid="account-unverified">Check your inbox for the link that confirms your email address.</p>}
          <button type="button" data-testid="sign-out" disabled={signOut.isPending} onClick={() => signOut.mutate(false, { onSuccess: () => navigate('/') })}>
            Sign out
          </button>
          {signOut.isError && <p role="alert">{signOut.error.message}</p>}
        </>
      ) : account.data === null ? (
        <p>
          <Link to={ACCOUNT_ROUTES.signIn}>Sign in</Link> to see your account.
        </p>
      ) : null}
    </section>
  );
}

/** The header's account link: "Account" for a signed-in site user, "Sign in" otherwise (and on the server). */
export function AccountLink() {
  const account = useSiteUser();
  return account.data ? (
    <Link to={ACCOUNT_ROUTES.account} className="account-link" data-testid="account-link">
      Account
    </Link>
  ) : (
    <Link to={ACCOUNT_ROUTES.signIn} className="account-link" data-testid="sign-in-link">
      Sign in
    </Link>
  );
}
