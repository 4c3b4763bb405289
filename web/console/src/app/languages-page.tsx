import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { consoleQueries } from '../api/queries';
import type { MultilingualSettings, SiteLanguage } from '../api/types';
import { fieldErrorsOf, formErrorOf } from '../model/field-errors';
import { useApi } from './api-context';
import { CheckboxField, FormError, TextField } from './form-fields';
import { HostSitePage, ReadOnlyNote, SaveButton, useCanEditSiteSettings } from './host-site-page';
import { QueryState } from './query-state';
import { useCurrentSite } from './site-context';

/** The site's languages (spec §7 /api/multilingual/*): the first is primary, the storefront's page language. */
export function LanguagesPage() {
  const api = useApi();
  const { site } = useCurrentSite();
  const settings = useQuery(consoleQueries.multilingual(api, site.websiteId));
  return (
    <HostSitePage title="Languages" what="The site's languages">
      {() => <QueryState query={settings}>{(saved) => <LanguagesForm saved={saved} />}</QueryState>}
    </HostSitePage>
  );
}

function LanguagesForm({ saved }: { saved: MultilingualSettings }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { site } = useCurrentSite();
  const [languages, setLanguages] = useState<SiteLanguage[]>(saved.connected ? [...saved.languages] : [{ code: saved.primaryLanguage, custom: false }]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: consoleQueries.multilingual(api, site.websiteId).queryKey });
  const save = useMutation({ mutationFn: (toSave: SiteLanguage[]) => api.saveLanguages(toSave), onSuccess: refresh });
  const disconnect = useMutation({ mutationFn: () => api.disconnectMultilingual(), onSuccess: refresh });
  const errors = fieldErrorsOf(save.error);
  const canEdit = useCanEditSiteSettings();
  const change = (index: number, language: SiteLanguage) => setLanguages(languages.map((current, at) => (at === index ? language : current)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(languages);
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending} className="form">
      <p data-testid="multilingual-status">{saved.connected ? `Multilingual: ${saved.languageCount} languages, primary ${saved.primaryLanguage}.` : `Not multilingual: pages are in ${saved.primaryLanguage}.`}</p>
      {canEdit ? null : <ReadOnlyNote what="the languages" />}
      <FormError message={formErrorOf(save.error ?? disconnect.error, languages.map((_, index) => `languages.${index}.code`))} />
      <fieldset disabled={!canEdit} className="plain">
        {languages.map((language, index) => (
          <div key={index} className="language-row">
            <TextField path={`languages.${index}.code`} label={index === 0 ? 'Primary language' : `Language ${index + 1}`} value={language.code} onChange={(code) => change(index, { ...language, code })} error={errors[`languages.${index}.code`]} />
            <CheckboxField path={`languages.${index}.custom`} label="Custom code" checked={language.custom} onChange={(custom) => change(index, { ...language, custom })} />
            {languages.length > 1 ? (
              <button type="button" onClick={() => setLanguages(languages.filter((_, at) => at !== index))}>
                Remove
              </button>
            ) : null}
          </div>
        ))}
        <button type="button" onClick={() => setLanguages([...languages, { code: '', custom: false }])}>
          Add a language
        </button>
      </fieldset>
      {canEdit ? (
        <>
          <SaveButton label="Save languages" pending={save.isPending} done={save.isSuccess ? 'Languages saved.' : disconnect.isSuccess ? 'Multilingual disconnected.' : undefined} />
          {saved.connected ? (
            <button type="button" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
              Disconnect multilingual
            </button>
          ) : null}
        </>
      ) : null}
    </form>
  );
}
