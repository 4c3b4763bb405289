import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { PreferencesCache, type Preferences } from '../model/commerce-preferences';
import { fieldErrorsOf, formErrorOf } from '../model/field-errors';
import { useApi } from './api-context';
import { FormError, TextField } from './form-fields';
import { HostSitePage, ReadOnlyNote, SaveButton, useCanEditSiteSettings } from './host-site-page';
import { QueryState } from './query-state';

/** The namespace the page opens on; the owner may pick another. */
const FIRST_NAMESPACE = 'checkout';

/** A site's commerce preferences (spec §7 GET/PUT /api/v1/commerce-preferences/{namespace}), one namespace at a time. */
export function CommercePreferencesPage() {
  const api = useApi();
  // Spec §4: failures are reported (here: the browser's console, where the owner's support looks) and rethrown to the form.
  const cache = useMemo(() => new PreferencesCache(api, (error, { operation, namespace }) => console.error(`commerce preferences: ${operation} ${namespace} failed`, error)), [api]);
  const [namespace, setNamespace] = useState(FIRST_NAMESPACE);
  const [shown, setShown] = useState(FIRST_NAMESPACE);
  const values = useQuery({ queryKey: ['commerce-preferences', shown], queryFn: () => cache.fetch(shown), retry: false });
  return (
    <HostSitePage title="Commerce preferences" what="Commerce preferences">
      {() => (
        <>
          <form
            className="form"
            onSubmit={(event) => {
              event.preventDefault();
              setShown(namespace.trim());
            }}
          >
            <TextField path="namespace" label="Namespace" value={namespace} onChange={setNamespace} />
            <button type="submit">Open</button>
          </form>
          <QueryState query={values}>{(loaded) => <PreferencesForm key={shown} cache={cache} namespace={shown} loaded={loaded} />}</QueryState>
        </>
      )}
    </HostSitePage>
  );
}

function PreferencesForm({ cache, namespace, loaded }: { cache: PreferencesCache; namespace: string; loaded: Preferences }) {
  const [edited, setEdited] = useState<Record<string, string>>({ ...loaded });
  const [newKey, setNewKey] = useState('');
  const save = useMutation({ mutationFn: (values: Preferences) => cache.save(namespace, values) });
  const errors = fieldErrorsOf(save.error);
  const canEdit = useCanEditSiteSettings();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(edited);
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending} className="form">
      {canEdit ? null : <ReadOnlyNote what="the commerce preferences" />}
      <FormError message={formErrorOf(save.error, Object.keys(edited))} />
      <fieldset disabled={!canEdit} className="plain">
        {Object.keys(edited).length === 0 ? <p>No preferences in {namespace} yet.</p> : null}
        {Object.entries(edited).map(([key, value]) => (
          <TextField key={key} path={key} label={key} value={value} onChange={(changed) => setEdited({ ...edited, [key]: changed })} error={errors[key]} />
        ))}
        <TextField path="newKey" label="New key" value={newKey} onChange={setNewKey} />
        <button
          type="button"
          disabled={!newKey.trim() || newKey.trim() in edited}
          onClick={() => {
            setEdited({ ...edited, [newKey.trim()]: '' });
            setNewKey('');
          }}
        >
          Add the key
        </button>
      </fieldset>
      {canEdit ? <SaveButton label="Save preferences" pending={save.isPending} done={save.isSuccess ? (save.data ? 'Preferences saved.' : 'Nothing changed.') : undefined} /> : null}
    </form>
  );
}
