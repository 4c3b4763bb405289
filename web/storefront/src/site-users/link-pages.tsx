import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SITE_USER_PASSWORD_MIN_LENGTH, SITE_USER_ROUTES } from '@mercato/spec';
import { type SiteView } from '../api/types';

import { useSiteUserApi } from './site-user-hooks';

/** The verification link: spends its token once the page is interactive, and says how that went. */
export function VerifyEmailPage({ site }: { site: SiteView }) {
  const api = useSiteUserApi();
  const [searchParams] = useSearchParams();
  const verify = useMutation({ mutationFn: () => api!.verifyEmail(searchParams.get('token') ?? '') });
  const { mutate, isIdle } = verify;
  useEffect(() => {
    if (api && isIdle) mutate();
  }, [api, isIdle, mutate]);
  return (
    <section className="account-page" data-testid="verify-email-page">
      <title>{`Confirm your email — ${site.title}`}</title>
      <h1>Confirm your email</h1>
      {verify.isSuccess && <p data-testid="email-verified">Your email address is confirmed.</p>}
      {verify.isError && <p role="alert">{verify.error.message}</p>}
    </section>
  );
}

/** The reset link: a new password for the account the token was mailed to. */
export function ResetPasswordPage({ site }: { site: SiteView }) {
  const api = useSiteUserApi();
  const [searchParams] = useSearchParams();
  const [password, setPassword] = useState('');
  const reset = useMutation({ mutationFn: () => api!.resetPassword(searchParams.get('token') ?? '', password) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate();
  };
  return (
    <section className="account-page" data-testid="reset-password-page">
      <title>{`New password — ${site.title}`}</title>
      <h1>Choose a new password</h1>
      {reset.isSuccess ? (
        <p data-testid="password-reset">
          Your password is changed. <Link to={SITE_USER_ROUTES.signIn}>Sign in</Link>
        </p>
      ) : (
        <form className="account-form" onSubmit={onSubmit}>
          <label>
            New password
            <input type="password" autoComplete="new-password" required minLength={SITE_USER_PASSWORD_MIN_LENGTH} value={password} onChange={(event) => setPassword(event.target.value)} />
          </label>
          {reset.isError && <p role="alert">{reset.error.message}</p>}
          <button type="submit" disabled={!api || reset.isPending}>
            Save
          </button>
        </form>
      )}
    </section>
  );
}
