import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CURRENCIES, isCurrencyCode } from '@mercato/spec';
import { useState, type FormEvent } from 'react';
import { consoleQueries } from '../api/queries';
import type { StoreSettings } from '../api/types';
import { fieldErrorsOf, formErrorOf } from '../model/field-errors';
import { moneyInputOf, parseMoneyInput } from '../model/money-input';
import { settingsToSave } from '../model/store-settings';
import { consoleUrlOf } from '../model/sites';
import { useApi, usePageLocation } from './api-context';
import { CheckboxField, FormError, Saved, SelectField, TextField } from './form-fields';
import { QueryState } from './query-state';
import { useCurrentSite } from './site-context';
import { StorefrontIntegrationsSection } from './storefront-integrations-form';

const FIELDS = ['currency', 'useLightCart', 'nativeReviewsEnabled', 'importedReviewsEnabled', 'multipleQuantityAllowedForServices', 'useCLDRMoneyFormat', 'captchaSiteKey', 'minimumOrderSubtotalCents', 'expressCheckout'];
const CURRENCY_OPTIONS = Object.entries(CURRENCIES).map(([code, currency]) => ({ value: code, label: `${code} — ${currency.name}` }));

/** The store settings (GET/PUT /api/v1/commerce-preferences/store-settings) of the site this address serves. */
export function StoreSettingsPage() {
  const api = useApi();
  const page = usePageLocation();
  const { site, servedHere } = useCurrentSite();
  const settings = useQuery({ ...consoleQueries.storeSettings(api, site.websiteId), enabled: servedHere });
  if (!servedHere) {
    const url = consoleUrlOf(site, page);
    return (
      <>
        <h1>Store settings</h1>
        <p>Store settings are changed from {url ? <a href={url}>this site's own console</a> : "this site's own console"}.</p>
      </>
    );
  }
  return (
    <>
      <h1>Store settings</h1>
      <QueryState query={settings}>{(cached) => <SettingsForm cached={cached} />}</QueryState>
      <StorefrontIntegrationsSection />
    </>
  );
}

function SettingsForm({ cached }: { cached: StoreSettings }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { site } = useCurrentSite();
  const [edited, setEdited] = useState(cached);
  const [minimumSubtotal, setMinimumSubtotal] = useState(moneyInputOf(cached.minimumOrderSubtotalCents, cached.currency));
  const [typedError, setTypedError] = useState<string | undefined>();
  const queryKey = consoleQueries.storeSettings(api, site.websiteId).queryKey;
  const save = useMutation({
    mutationFn: async (toSave: StoreSettings) => api.saveStoreSettings(toSave),
    // Spec §4 "Preferences": the cache is updated first, then saved; a refusal puts the old values back.
    onMutate: (toSave) => {
      queryClient.setQueryData(queryKey, toSave);
      return { previous: cached };
    },
    onError: (_error, _toSave, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
  });
  const [unchanged, setUnchanged] = useState(false);
  const errors = fieldErrorsOf(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const subtotal = parseMoneyInput(minimumSubtotal, edited.currency);
    setTypedError('error' in subtotal ? subtotal.error : undefined);
    if ('error' in subtotal) return;
    const toSave = settingsToSave(queryClient.getQueryData(queryKey) ?? cached, { ...edited, minimumOrderSubtotalCents: subtotal.cents });
    setUnchanged(toSave === null);
    if (toSave) save.mutate(toSave);
  };
  const toggle = (field: 'useLightCart' | 'nativeReviewsEnabled' | 'importedReviewsEnabled' | 'multipleQuantityAllowedForServices' | 'useCLDRMoneyFormat' | 'expressCheckout', label: string) => (
    <CheckboxField path={field} label={label} checked={edited[field]} onChange={(checked) => setEdited({ ...edited, [field]: checked })} error={errors[field]} />
  );
  const canEdit = site.access.storeSettings === 'edit';
  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending} className="form">
      {canEdit ? null : (
        <p className="note" data-testid="read-only-note">
          Your role on this site may view the store settings but not change them.
        </p>
      )}
      <FormError message={formErrorOf(save.error, FIELDS)} />
      <fieldset disabled={!canEdit} className="plain">
        <SelectField path="currency" label="Currency" value={edited.currency} onChange={(currency) => setEdited({ ...edited, currency: isCurrencyCode(currency) ? currency : edited.currency })} options={CURRENCY_OPTIONS} error={errors.currency} />
        {toggle('useLightCart', 'Use the light cart')}
        {toggle('nativeReviewsEnabled', 'Show native reviews')}
        {toggle('importedReviewsEnabled', 'Show imported reviews')}
        {toggle('multipleQuantityAllowedForServices', 'Allow more than one of a service per order')}
        {toggle('useCLDRMoneyFormat', 'Format money by the CLDR rules')}
        {toggle('expressCheckout', 'Express checkout: go to checkout right after adding to cart')}
        <TextField path="captchaSiteKey" label="Captcha site key" value={edited.captchaSiteKey} onChange={(captchaSiteKey) => setEdited({ ...edited, captchaSiteKey })} error={errors.captchaSiteKey} />
        <TextField
          path="minimumOrderSubtotalCents"
          label={`Minimum order subtotal (${edited.currency})`}
          inputMode="decimal"
          value={minimumSubtotal}
          onChange={setMinimumSubtotal}
          error={typedError ?? errors.minimumOrderSubtotalCents}
        />
      </fieldset>
      {canEdit ? (
        <>
          <button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save settings'}
          </button>
          <Saved message={save.isPending ? undefined : unchanged ? 'Nothing changed.' : save.isSuccess ? 'Settings saved.' : undefined} />
        </>
      ) : null}
    </form>
  );
}
