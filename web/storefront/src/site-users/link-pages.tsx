import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SITE_USER_PASSWORD_MIN_LENGTH, SITE_USER_ROUTES } from '@mercato/spec';
import { type SiteView } from '../api/types';

import { useSiteUserAction, useSiteUserApi } from './site-user-hooks';

/** The verification link: spends its token once the page is interactive, and says how that went. */
export function VerifyEmailPage({ site }: { site: SiteView }) {
  const api = useSiteUserApi();
  const [searchParams] = useSearchParams();
  const verify = useSiteUserAction(() => api!.verifyEmail(searchParams.get('token') ?? ''));
  // Once, when the page is interactive: the token is single-use.
  useEffect(() => {
    if (api && verify.status === 'idle') verify.run();
  });
  return (
    <section>
      <title>{`Confirm your email — ${site.title}`}</title>
      <h1>Confirm your email</h1>
      {verify.status === 'success' && <p>Email confirmed.</p>}
      {verify.errorMessage && <p role="alert">{verify.errorMessage}</p>}
    </section>
  );
}

/** The reset link: a new password for the account the token was mailed to. */
export function ResetPasswordPage({ site }: { site: SiteView }) {
  const api = useSiteUserApi();
  const [searchParams] = useSearchParams();
  const [password, setPassword] = useState('');
  const reset = useSiteUserAction(() => api!.resetPassword(searchParams.get('token') ?? '', password));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reset.run();
  };
  return (
    <section>
      <title>{`New password — ${site.title}`}</title>
      <h1>New password</h1>
      {reset.status === 'success' ? (
        <p>
          Password changed. <Link to={SITE_USER_ROUTES.signIn}>Sign in</Link>
        </p>
      ) : (
        <form onSubmit={onSubmit}>
          <label>
            New password
            <input type="password" autoComplete="new-password" required minLength={SITE_USER_PASSWORD_MIN_LENGTH} value={password} onChange={(event) => setPassword(event.target.value)} />
          </label>
          {reset.errorMessage && <p role="alert">{reset.errorMessage}</p>}
          <button type="submit" disabled={!api || reset.status === 'pending'}>
            Save
          </button>
        </form>
      )}
    </section>
  );
}
