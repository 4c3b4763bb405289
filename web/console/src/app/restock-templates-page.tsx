import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { consoleQueries } from '../api/queries';
import type { RestockNoticeTemplate } from '../api/types';
import { formErrorOf } from '../model/field-errors';
import { useApi } from './api-context';
import { FormError, Saved, TextField } from './form-fields';
import { QueryState } from './query-state';
import { ServedElsewhere } from './served-elsewhere';
import { useCurrentSite } from './site-context';

/** The back-in-stock mail's JSON-T templates, one set per language; a set that does not compile is refused with the engine's error. */
export function RestockTemplatesPage() {
  const api = useApi();
  const { site, servedHere, basePath } = useCurrentSite();
  const templates = useQuery({ ...consoleQueries.restockTemplates(api, site.websiteId), enabled: servedHere });
  return (
    <>
      <p>
        <Link to={`${basePath}/restock`}>All restock sign-ups</Link>
      </p>
      <h1>Restock mail templates</h1>
      <p className="note">
        JSON-T templates. They see <code>{'{product.title}'}</code>, <code>{'{variant.label}'}</code>, <code>{'{productUrl}'}</code> and <code>{'{unsubscribeUrl}'}</code>; a sign-up gets the set of its language, else English.
      </p>
      {servedHere ? (
        <QueryState query={templates}>{(list) => list.map((template) => <TemplateForm key={template.language} template={template} />)}</QueryState>
      ) : (
        <ServedElsewhere what="Restock mail templates are edited" />
      )}
    </>
  );
}

function TemplateForm({ template }: { template: RestockNoticeTemplate }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { site } = useCurrentSite();
  const [edited, setEdited] = useState(template);
  const save = useMutation({
    mutationFn: () => api.saveRestockTemplate(edited),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleQueries.restockTemplates(api, site.websiteId).queryKey }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const path = (part: string) => `${template.language}.${part}`;
  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending} className="form" aria-label={`Templates (${template.language})`} data-testid="restock-template" data-language={template.language}>
      <h2>{`${template.language} ${template.isDefault ? '(built in)' : '(your own)'}`}</h2>
      {/* The engine's compile error names the part it is in. */}
      <FormError message={formErrorOf(save.error, [])} />
      <TextField path={path('subject')} label="Subject" value={edited.subject} onChange={(subject) => setEdited({ ...edited, subject })} />
      {(['text', 'html'] as const).map((part) => (
        <div className="field" key={part}>
          <label htmlFor={`template-${template.language}-${part}`}>{part === 'text' ? 'Plain text' : 'HTML'}</label>
          <textarea id={`template-${template.language}-${part}`} rows={6} value={edited[part]} onChange={(event) => setEdited({ ...edited, [part]: event.target.value })} />
        </div>
      ))}
      <button type="submit" disabled={save.isPending}>
        Save templates
      </button>
      <Saved message={save.isSuccess ? 'Templates saved.' : undefined} />
    </form>
  );
}
