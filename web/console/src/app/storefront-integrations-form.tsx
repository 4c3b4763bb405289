import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { consoleQueries } from '../api/queries';
import type { StorefrontIntegrations } from '../api/types';
import { fieldErrorsOf, formErrorOf } from '../model/field-errors';
import { useApi } from './api-context';
import { CheckboxField, FormError, Saved, TextField } from './form-fields';
import { QueryState } from './query-state';
import { useCurrentSite } from './site-context';

const FIELDS = ['instalmentsAvailable', 'socialPixelId'];

/** The site's instalment offer and social pixel (GET/PUT /api/storefront-integrations), under the store settings. */
export function StorefrontIntegrationsSection() {
  const api = useApi();
  const { site } = useCurrentSite();
  const integrations = useQuery(consoleQueries.storefrontIntegrations(api, site.websiteId));
  return (
    <section aria-labelledby="storefront-integrations-title">
      <h2 id="storefront-integrations-title">Instalments and social pixel</h2>
      <QueryState query={integrations}>{(saved) => <IntegrationsForm saved={saved} />}</QueryState>
    </section>
  );
}

function IntegrationsForm({ saved }: { saved: StorefrontIntegrations }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { site } = useCurrentSite();
  const [instalmentsAvailable, setInstalmentsAvailable] = useState(saved.instalmentsAvailable);
  const [pixelId, setPixelId] = useState(saved.socialPixelId ?? '');
  const save = useMutation({
    mutationFn: () => api.saveStorefrontIntegrations({ instalmentsAvailable, socialPixelId: pixelId.trim() || null }),
    onSuccess: (answer) => queryClient.setQueryData(consoleQueries.storefrontIntegrations(api, site.websiteId).queryKey, answer),
  });
  const errors = fieldErrorsOf(save.error);
  const canEdit = site.access.storeSettings === 'edit';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending} className="form" data-testid="storefront-integrations-form">
      <FormError message={formErrorOf(save.error, FIELDS)} />
      <fieldset disabled={!canEdit} className="plain">
        <CheckboxField path="instalmentsAvailable" label="Offer instalments on product pages" checked={instalmentsAvailable} onChange={setInstalmentsAvailable} error={errors.instalmentsAvailable} />
        <TextField
          path="socialPixelId"
          label="Social pixel id"
          hint="Digits, as the pixel's provider gives them; empty: no pixel."
          inputMode="numeric"
          value={pixelId}
          onChange={setPixelId}
          error={errors.socialPixelId}
        />
      </fieldset>
      {canEdit ? (
        <>
          <button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save instalments and pixel'}
          </button>
          <Saved message={save.isSuccess && !save.isPending ? 'Instalments and pixel saved.' : undefined} />
        </>
      ) : null}
    </form>
  );
}
