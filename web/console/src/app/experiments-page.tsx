import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { EXPERIMENT_STATUSES } from '@mercato/spec';
import { consoleQueries } from '../api/queries';
import type { SiteExperiment, SiteExperiments } from '../api/types';
import { fieldErrorsOf, formErrorOf } from '../model/field-errors';
import { useApi } from './api-context';
import { FormError, SelectField, TextField } from './form-fields';
import { HostSitePage, ReadOnlyNote, SaveButton, useCanEditSiteSettings } from './host-site-page';
import { QueryState } from './query-state';
import { useCurrentSite } from './site-context';

const STATUS_OPTIONS = EXPERIMENT_STATUSES.map((status) => ({ value: status, label: status }));
const FIELDS = ['name', 'variant', 'status'] as const;

/** The site's experiments (GET/PUT /api/site-experiments): only ACTIVE ones reach the storefront's pages. */
export function ExperimentsPage() {
  const api = useApi();
  const { site } = useCurrentSite();
  const current = useQuery(consoleQueries.experiments(api, site.websiteId));
  return (
    <HostSitePage title="Experiments" what="The site's experiments">
      {() => <QueryState query={current}>{(saved) => <ExperimentsForm saved={saved} />}</QueryState>}
    </HostSitePage>
  );
}

function ExperimentsForm({ saved }: { saved: SiteExperiments }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { site } = useCurrentSite();
  const [experiments, setExperiments] = useState<SiteExperiment[]>([...saved.experiments]);
  const save = useMutation({
    mutationFn: (toSave: SiteExperiment[]) => api.saveExperiments(toSave),
    onSuccess: (answer) => queryClient.setQueryData(consoleQueries.experiments(api, site.websiteId).queryKey, answer),
  });
  const errors = fieldErrorsOf(save.error);
  const canEdit = useCanEditSiteSettings();
  const change = (index: number, experiment: SiteExperiment) => setExperiments(experiments.map((current, at) => (at === index ? experiment : current)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(experiments);
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending} className="form">
      <p>
        Only ACTIVE experiments count: each page reports their variants in its analytics context. On an internal or staging address,
        <code>?experiment.&lt;name&gt;=&lt;variant&gt;</code> pins a variant for the browser session and <code>reset</code> forgets it.
      </p>
      {canEdit ? null : <ReadOnlyNote what="the experiments" />}
      <FormError message={formErrorOf(save.error, experiments.flatMap((_, index) => FIELDS.map((field) => `experiments.${index}.${field}`)))} />
      <fieldset disabled={!canEdit} className="plain">
        {experiments.length === 0 ? <p>No experiments.</p> : null}
        {experiments.map((experiment, index) => (
          <div key={index} className="language-row">
            <TextField path={`experiments.${index}.name`} label={`Experiment ${index + 1} name`} value={experiment.name} onChange={(name) => change(index, { ...experiment, name })} error={errors[`experiments.${index}.name`]} />
            <TextField path={`experiments.${index}.variant`} label="Variant" value={experiment.variant} onChange={(variant) => change(index, { ...experiment, variant })} error={errors[`experiments.${index}.variant`]} />
            <SelectField path={`experiments.${index}.status`} label="Status" value={experiment.status} options={STATUS_OPTIONS} onChange={(status) => change(index, { ...experiment, status })} error={errors[`experiments.${index}.status`]} />
            <button type="button" onClick={() => setExperiments(experiments.filter((_, at) => at !== index))}>
              Remove
            </button>
          </div>
        ))}
        <button type="button" onClick={() => setExperiments([...experiments, { name: '', variant: '', status: 'ACTIVE' }])}>
          Add an experiment
        </button>
      </fieldset>
      {canEdit ? <SaveButton label="Save experiments" pending={save.isPending} done={save.isSuccess ? 'Experiments saved.' : undefined} /> : null}
    </form>
  );
}
