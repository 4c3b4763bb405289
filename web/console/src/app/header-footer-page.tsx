import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { consoleQueries } from '../api/queries';
import type { SiteHeaderFooter } from '../api/types';
import { fieldErrorsOf, formErrorOf } from '../model/field-errors';
import { useApi } from './api-context';
import { FormError, TextField } from './form-fields';
import { HostSitePage, ReadOnlyNote, SaveButton, useCanEditSiteSettings } from './host-site-page';
import { QueryState } from './query-state';
import { useCurrentSite } from './site-context';

const FIELDS = ['header.title', 'header.tagline', 'footer.text'];

/** The site's header and footer (spec §7 GET/PUT /api/site-header-footer), shown by the storefront's shell. */
export function HeaderFooterPage() {
  const api = useApi();
  const { site } = useCurrentSite();
  const current = useQuery(consoleQueries.headerFooter(api, site.websiteId));
  return (
    <HostSitePage title="Header and footer" what="The header and footer">
      {() => <QueryState query={current}>{(saved) => <HeaderFooterForm saved={saved} />}</QueryState>}
    </HostSitePage>
  );
}

function HeaderFooterForm({ saved }: { saved: SiteHeaderFooter }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { site } = useCurrentSite();
  const [edited, setEdited] = useState(saved);
  const save = useMutation({
    mutationFn: (toSave: SiteHeaderFooter) => api.saveHeaderFooter(toSave),
    onSuccess: (answer) => queryClient.setQueryData(consoleQueries.headerFooter(api, site.websiteId).queryKey, answer),
  });
  const errors = fieldErrorsOf(save.error);
  const canEdit = useCanEditSiteSettings();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(edited);
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending} className="form">
      {canEdit ? null : <ReadOnlyNote what="the header and footer" />}
      <FormError message={formErrorOf(save.error, FIELDS)} />
      <fieldset disabled={!canEdit} className="plain">
        <TextField path="header.title" label="Header title" value={edited.header.title} onChange={(title) => setEdited({ ...edited, header: { ...edited.header, title } })} error={errors['header.title']} />
        <TextField path="header.tagline" label="Tagline" value={edited.header.tagline} onChange={(tagline) => setEdited({ ...edited, header: { ...edited.header, tagline } })} error={errors['header.tagline']} />
        <TextField path="footer.text" label="Footer text" value={edited.footer.text} onChange={(text) => setEdited({ ...edited, footer: { text } })} error={errors['footer.text']} />
      </fieldset>
      {canEdit ? <SaveButton label="Save header and footer" pending={save.isPending} done={save.isSuccess ? 'Header and footer saved.' : undefined} /> : null}
    </form>
  );
}
