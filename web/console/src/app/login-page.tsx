import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { consoleQueries } from '../api/queries';
import { fieldErrorsOf, formErrorOf } from '../model/field-errors';
import { useApi } from './api-context';
import { FormError, TextField } from './form-fields';

/** Contributor login: POST /api/auth/session sets the owner-session cookie. */
export function LoginPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const logIn = useMutation({
    mutationFn: () => api.logIn(email, password),
    onSuccess: (contributor) => {
      queryClient.setQueryData(consoleQueries.session(api).queryKey, contributor);
      void queryClient.invalidateQueries({ queryKey: consoleQueries.sites(api).queryKey });
    },
  });
  const errors = fieldErrorsOf(logIn.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    logIn.mutate();
  };
  return (
    <main className="login">
      <h1>Log in to Mercato</h1>
      <form onSubmit={submit} noValidate aria-busy={logIn.isPending}>
        <FormError message={formErrorOf(logIn.error, ['email', 'password'])} />
        <TextField path="email" label="Email" type="email" autoComplete="username" required value={email} onChange={setEmail} error={errors.email} />
        <TextField path="password" label="Password" type="password" autoComplete="current-password" required value={password} onChange={setPassword} error={errors.password} />
        <button type="submit" disabled={logIn.isPending}>
          {logIn.isPending ? 'Logging in…' : 'Log in'}
        </button>
      </form>
    </main>
  );
}
