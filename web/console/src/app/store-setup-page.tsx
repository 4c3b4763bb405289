import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_STORE_FALLBACK_TITLE, deriveStoreUrlId } from '@mercato/spec';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { consoleQueries, refetchUntil } from '../api/queries';
import { fieldErrorsOf, formErrorOf } from '../model/field-errors';
import { StoreSetUpIncomplete, setUpStore, type StoreSetUp } from '../model/store-setup';
import { useApi } from './api-context';
import { CheckboxField, FormError, TextField } from './form-fields';
import { useCurrentSite } from './site-context';

const FIELDS = ['title', 'navigationTitle', 'urlId', 'description'] as const;

/** Spec §4 store creation: collection, root category, optional first place in the main navigation. */
export function StoreSetupPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { site, servedHere, basePath } = useCurrentSite();
  const stores = useQuery(consoleQueries.stores(api, site.websiteId));
  const [form, setForm] = useState({ title: '', navigationTitle: '', urlId: '', description: '' });
  const canPlace = servedHere && site.access.mainNavigation === 'edit';
  const [addToNavigation, setAddToNavigation] = useState(canPlace);
  const setUp = useMutation({
    mutationFn: () => setUpStore(api, site.websiteId, { ...form, navigationTitle: form.navigationTitle || form.title }, addToNavigation && canPlace),
    onSettled: async (created, error) => {
      const store = created ?? (error instanceof StoreSetUpIncomplete ? error.store : undefined);
      if (store) await refetchUntil(queryClient, consoleQueries.stores(api, site.websiteId), (list) => list.some((candidate) => candidate.id === store.id));
    },
  });
  const created: StoreSetUp | undefined = setUp.data ?? (setUp.error instanceof StoreSetUpIncomplete ? setUp.error.store : undefined);
  if (created) return <StoreCreated store={created} incomplete={setUp.error instanceof StoreSetUpIncomplete ? setUp.error.message : undefined} basePath={basePath} />;

  // Spec §5: the URL id the server will choose against the ids in use now (it has the last word).
  const taken = new Set(stores.data?.map((store) => store.urlId) ?? []);
  const urlIdPreview = deriveStoreUrlId(form.urlId || form.title, taken, DEFAULT_STORE_FALLBACK_TITLE);
  const errors = fieldErrorsOf(setUp.error);
  const field = (name: (typeof FIELDS)[number]) => ({ value: form[name], onChange: (value: string) => setForm({ ...form, [name]: value }), error: errors[name] });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUp.mutate();
  };
  return (
    <>
      <h1>Set up a store</h1>
      <form onSubmit={submit} noValidate aria-busy={setUp.isPending} className="form">
        <FormError message={formErrorOf(setUp.error, FIELDS)} />
        <TextField path="title" label="Store title" required {...field('title')} />
        <TextField path="navigationTitle" label="Navigation title" hint="Shown in the site's navigation; the store title when empty." {...field('navigationTitle')} />
        <TextField
          path="urlId"
          label="URL id"
          hint={
            <>
              The store will be at <code data-testid="url-id-preview">/{urlIdPreview}</code>
            </>
          }
          {...field('urlId')}
        />
        <TextField path="description" label="Description" {...field('description')} />
        <CheckboxField
          path="addToMainNavigation"
          label="Place it first in the main navigation"
          checked={addToNavigation && canPlace}
          onChange={setAddToNavigation}
          disabled={!canPlace}
        />
        {canPlace ? null : <p className="field-hint">{servedHere ? 'Your role may not change the site navigation.' : "The navigation is changed from this site's own console."}</p>}
        <button type="submit" disabled={setUp.isPending}>
          {setUp.isPending ? 'Creating…' : 'Create store'}
        </button>
      </form>
    </>
  );
}

function StoreCreated({ store, incomplete, basePath }: { store: StoreSetUp; incomplete: string | undefined; basePath: string }) {
  return (
    <>
      <h1>Store created</h1>
      <p role="status" data-testid="store-created">
        The store is at <code data-testid="store-url-id">/{store.urlId}</code>.
      </p>
      {incomplete ? (
        <p className="form-error" role="alert">
          {incomplete}
        </p>
      ) : null}
      <p>
        <Link to={`${basePath}/stores/${store.id}/products/new`} className="button">
          Add a product
        </Link>{' '}
        <Link to={`${basePath}/stores/${store.id}`}>See its products</Link>
      </p>
    </>
  );
}
