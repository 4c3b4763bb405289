import { overridesAfterQuery, type ExperimentOverrides } from '@mercato/spec';
import type { KeyValueStore, Warn } from './ports';

/**
 * Where the session's pinned experiment variants are kept (Mercato's own name): the server render
 * keeps them in a session cookie of this name (server/visitor-choices.ts), so the page's analytics
 * context already carries the variants and the browser runs no code for them.
 */
export const EXPERIMENT_OVERRIDES_KEY = 'mercato_experiments';

function storedOverrides(sessionStorage: KeyValueStore, warn: Warn): ExperimentOverrides {
  const raw = sessionStorage.getItem(EXPERIMENT_OVERRIDES_KEY);
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && Object.values(parsed).every((value) => typeof value === 'string')) return parsed as ExperimentOverrides;
  } catch {
    // Reported below, like a value of the wrong shape.
  }
  warn(`Ignoring unreadable experiment overrides in session data: ${raw}`);
  return {};
}

/**
 * The session-data helper of spec §6: applies this page's query to the session's pinned variants
 * (`reset` forgets them), keeps the result for the next pages of the session and answers it.
 */
export function sessionExperimentOverrides(sessionStorage: KeyValueStore, location: { readonly search: string; readonly hostname: string }, warn: Warn): ExperimentOverrides {
  const query = new URLSearchParams(location.search);
  try {
    const overrides = overridesAfterQuery(storedOverrides(sessionStorage, warn), query, location.hostname);
    if (Object.keys(overrides).length === 0) sessionStorage.removeItem(EXPERIMENT_OVERRIDES_KEY);
    else sessionStorage.setItem(EXPERIMENT_OVERRIDES_KEY, JSON.stringify(overrides));
    return overrides;
  } catch (error) {
    // Session data that cannot be kept: this page's own query still applies.
    warn(`Experiment overrides are not kept: session data failed (${String(error)})`);
    return overridesAfterQuery({}, query, location.hostname);
  }
}
