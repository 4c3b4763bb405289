import { DomainError, type Decider } from '@mercato/domain';
import type { CommercePreferencesUpdated } from '@mercato/contracts';
import {
  MAX_PREFERENCE_KEY_LENGTH,
  MAX_PREFERENCE_KEYS,
  MAX_PREFERENCE_VALUE_LENGTH,
  MAX_PREFERENCES_NAMESPACE_LENGTH,
  PREFERENCE_KEY_PATTERN,
  PREFERENCES_NAMESPACE_PATTERN,
  PreferenceMessages,
  STORE_SETTINGS_NAMESPACE,
} from '@mercato/spec';
import { commercePreferencesEvents } from './commerce-preferences.events';

/** One namespace's values (spec §7 "preferences object"). */
export type PreferenceValues = Readonly<Record<string, string>>;

/** One stream per website and namespace; `absent` until the owner first saves a value in it. */
export type CommercePreferencesState = { readonly status: 'absent' } | { readonly status: 'saved'; readonly values: PreferenceValues };

/** A save merges `changes`, as the owner sent them, into the namespace: a string sets a key, null removes it. */
export type CommercePreferencesCommand = {
  readonly type: 'SaveCommercePreferences';
  readonly websiteId: string;
  readonly namespace: string;
  readonly changes: Readonly<Record<string, unknown>>;
};

export type CommercePreferencesEvent = CommercePreferencesUpdated;

export class CommercePreferencesError extends DomainError {}

export const commercePreferencesStreamId = (websiteId: string, namespace: string) => `commerce-preferences-${websiteId}-${namespace}`;

/**
 * Whether `namespace` is one this endpoint keeps: the store settings' namespace has typed settings and
 * events of its own (`StoreSettingsUpdated`), so a free key/value save must never shadow it.
 */
export function checkPreferencesNamespace(namespace: string): void {
  if (namespace.length > MAX_PREFERENCES_NAMESPACE_LENGTH || !PREFERENCES_NAMESPACE_PATTERN.test(namespace) || namespace === STORE_SETTINGS_NAMESPACE) {
    throw new CommercePreferencesError('invalid', PreferenceMessages.NAMESPACE, 'namespace');
  }
}

function merged(current: PreferenceValues, changes: CommercePreferencesCommand['changes']): PreferenceValues {
  const next: Record<string, string> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (key.length > MAX_PREFERENCE_KEY_LENGTH || !PREFERENCE_KEY_PATTERN.test(key)) throw new CommercePreferencesError('invalid', PreferenceMessages.KEY, key);
    if (value === null) delete next[key];
    else if (typeof value !== 'string' || value.length > MAX_PREFERENCE_VALUE_LENGTH) throw new CommercePreferencesError('invalid', PreferenceMessages.VALUE, key);
    else next[key] = value;
  }
  if (Object.keys(next).length > MAX_PREFERENCE_KEYS) throw new CommercePreferencesError('invalid', PreferenceMessages.TOO_MANY_KEYS, 'values');
  return next;
}

const sameValues = (a: PreferenceValues, b: PreferenceValues) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

export function decideCommercePreferences(command: CommercePreferencesCommand, state: CommercePreferencesState): CommercePreferencesEvent[] {
  checkPreferencesNamespace(command.namespace);
  const current = state.status === 'saved' ? state.values : {};
  const next = merged(current, command.changes);
  // A save that changes nothing records nothing: the client's retry of a PUT is a no-op.
  if (sameValues(current, next)) return [];
  return [commercePreferencesEvents.updated(command.websiteId, command.namespace, next)];
}

export function evolveCommercePreferences(_state: CommercePreferencesState, event: CommercePreferencesEvent): CommercePreferencesState {
  return { status: 'saved', values: { ...event.values } };
}

export const commercePreferencesDecider: Decider<CommercePreferencesState, CommercePreferencesCommand, CommercePreferencesEvent> = {
  initialState: () => ({ status: 'absent' }),
  decide: decideCommercePreferences,
  evolve: evolveCommercePreferences,
};
