import { DomainError, type Decider } from '@mercato/domain';
import type { StoreSettingsUpdated } from '@mercato/contracts';
import { isCurrencyCode, type StoreSettings } from '@mercato/spec';
import { storeSettingsOf } from '../ports/store-settings-of';
import { storeSettingsEvents } from './store-settings.events';

/**
 * A website's store settings, one stream per website. Until the owner saves them the site runs on
 * `DEFAULT_STORE_SETTINGS` (with the currency the site was created with); each save records all of them.
 */
export type StoreSettingsState = { readonly status: 'absent' } | { readonly status: 'saved'; readonly settings: StoreSettings };

export type StoreSettingsCommand = { readonly type: 'SaveStoreSettings'; readonly websiteId: string; readonly settings: StoreSettingsInput };

/** The owner's settings as sent: the currency still to be checked against the spec's list. */
export type StoreSettingsInput = Omit<StoreSettings, 'currency'> & { readonly currency: string };

export type StoreSettingsEvent = StoreSettingsUpdated;

export class StoreSettingsError extends DomainError {}

/** The proto event carries a uint32: the largest minimum order subtotal it can hold. */
export const MAX_MINIMUM_ORDER_SUBTOTAL_CENTS = 4_294_967_295;

export const storeSettingsStreamId = (websiteId: string) => `store-settings-${websiteId}`;

function checked(input: StoreSettingsInput): StoreSettings {
  const { currency } = input;
  if (!isCurrencyCode(currency)) throw new StoreSettingsError('invalid', `Unsupported currency ${currency}.`, 'currency');
  const minimum = input.minimumOrderSubtotalCents;
  if (!Number.isInteger(minimum) || minimum < 0 || minimum > MAX_MINIMUM_ORDER_SUBTOTAL_CENTS) {
    throw new StoreSettingsError('invalid', `The minimum order subtotal is a whole number of cents from 0 to ${MAX_MINIMUM_ORDER_SUBTOTAL_CENTS}.`, 'minimumOrderSubtotalCents');
  }
  return {
    currency,
    useLightCart: input.useLightCart,
    nativeReviewsEnabled: input.nativeReviewsEnabled,
    importedReviewsEnabled: input.importedReviewsEnabled,
    multipleQuantityAllowedForServices: input.multipleQuantityAllowedForServices,
    useCLDRMoneyFormat: input.useCLDRMoneyFormat,
    captchaSiteKey: input.captchaSiteKey.trim(),
    minimumOrderSubtotalCents: minimum,
    expressCheckout: input.expressCheckout,
  };
}

const sameSettings = (a: StoreSettings, b: StoreSettings) => (Object.keys(a) as (keyof StoreSettings)[]).every((key) => a[key] === b[key]);

export function decideStoreSettings(command: StoreSettingsCommand, state: StoreSettingsState): StoreSettingsEvent[] {
  const settings = checked(command.settings);
  // Saving what is already saved records nothing: a PUT repeated is a no-op.
  if (state.status === 'saved' && sameSettings(state.settings, settings)) return [];
  return [storeSettingsEvents.updated(command.websiteId, settings)];
}

export function evolveStoreSettings(_state: StoreSettingsState, event: StoreSettingsEvent): StoreSettingsState {
  return { status: 'saved', settings: storeSettingsOf(event) };
}

export const storeSettingsDecider: Decider<StoreSettingsState, StoreSettingsCommand, StoreSettingsEvent> = {
  initialState: () => ({ status: 'absent' }),
  decide: decideStoreSettings,
  evolve: evolveStoreSettings,
};
