import { isExperimentCounted, type Experiment } from './content';

/**
 * Spec §6: "Internal or staging hosts allow experiment overrides via query parameters; a
 * session-data helper honours a 'reset' value." The parameter names and what counts as internal
 * or staging are Mercato's: `?experiment.<name>=<variant>` pins a variant for the tab's session,
 * `?experiment.<name>=reset` forgets that pin, `?experiments=reset` forgets them all.
 */
export const EXPERIMENT_OVERRIDE_PARAM_PREFIX = 'experiment.';
export const EXPERIMENTS_RESET_PARAM = 'experiments';
export const EXPERIMENT_RESET_VALUE = 'reset';

/** Pinned variants by experiment name. */
export type ExperimentOverrides = Readonly<Record<string, string>>;

const INTERNAL_SUFFIXES = ['.localhost', '.internal', '.test'];

/** Loopback and `.localhost`/`.internal`/`.test` hosts, and any whose first label is or ends with "staging". */
export function isInternalOrStagingHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '::1') return true;
  if (INTERNAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) return true;
  const firstLabel = host.split('.')[0] ?? '';
  return firstLabel === 'staging' || firstLabel.endsWith('-staging');
}

/**
 * The overrides after this address's query: pins added or changed, `reset` values removed; a name
 * or variant no owner could set is ignored. On a host that is neither internal nor staging the
 * query changes nothing and no override applies.
 */
export function overridesAfterQuery(stored: ExperimentOverrides, query: URLSearchParams, hostname: string): ExperimentOverrides {
  if (!isInternalOrStagingHost(hostname)) return {};
  if (query.get(EXPERIMENTS_RESET_PARAM) === EXPERIMENT_RESET_VALUE) return {};
  const next: Record<string, string> = { ...stored };
  for (const [param, value] of query) {
    if (!param.startsWith(EXPERIMENT_OVERRIDE_PARAM_PREFIX)) continue;
    const name = param.slice(EXPERIMENT_OVERRIDE_PARAM_PREFIX.length);
    if (!EXPERIMENT_NAME_PATTERN.test(name)) continue;
    if (value === EXPERIMENT_RESET_VALUE) delete next[name];
    // Only a name and variant an owner could set, and no more pins than a site has experiments: they are kept in a cookie.
    else if (EXPERIMENT_VARIANT_PATTERN.test(value) && (name in next || Object.keys(next).length < MAX_SITE_EXPERIMENTS)) next[name] = value;
  }
  return next;
}

/**
 * The variant an experiment puts this visitor in, or undefined when it does not count: only an
 * ACTIVE experiment counts (spec §4); a pinned variant (internal or staging hosts only) wins.
 */
export function experimentVariant(experiments: readonly Experiment[], name: string, overrides: ExperimentOverrides): string | undefined {
  const pinned = overrides[name];
  if (pinned !== undefined) return pinned;
  const experiment = experiments.find((candidate) => candidate.name === name);
  return experiment && isExperimentCounted(experiment) ? experiment.variant : undefined;
}

/** Mercato's statuses; the spec names only ACTIVE, the one that counts. */
export const EXPERIMENT_STATUSES = ['ACTIVE', 'PAUSED', 'ENDED'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];
export const MAX_SITE_EXPERIMENTS = 50;
/** Names and variants travel in query parameters (`?experiment.<name>=<variant>`): kept plain. */
export const EXPERIMENT_NAME_PATTERN = /^[a-z][a-z0-9_-]{0,63}$/;
export const EXPERIMENT_VARIANT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

// Plain literals, not templates: the bundler keeps a template's object in the storefront's first load.
export const ExperimentMessages = {
  LIST: 'experiments is a list of objects with a name, a variant and a status.',
  COUNT: 'A site has at most 50 experiments.',
  NAME: 'An experiment name is a lower-case letter, then up to 63 lower-case letters, digits, "_" or "-".',
  DUPLICATE_NAME: 'Each experiment name may appear only once.',
  VARIANT: 'A variant is 1 to 64 letters, digits, "_" or "-", and not "reset".',
  STATUS: 'An experiment status is one of ACTIVE, PAUSED, ENDED.',
} as const;

/** The first rule a site's experiment list breaks, or null when it may be saved. */
export function experimentsProblem(experiments: readonly Experiment[]): string | null {
  if (experiments.length > MAX_SITE_EXPERIMENTS) return ExperimentMessages.COUNT;
  const names = new Set<string>();
  for (const { name, variant, status } of experiments) {
    if (!EXPERIMENT_NAME_PATTERN.test(name)) return ExperimentMessages.NAME;
    if (names.has(name)) return ExperimentMessages.DUPLICATE_NAME;
    names.add(name);
    if (!EXPERIMENT_VARIANT_PATTERN.test(variant) || variant === EXPERIMENT_RESET_VALUE) return ExperimentMessages.VARIANT;
    if (!(EXPERIMENT_STATUSES as readonly string[]).includes(status)) return ExperimentMessages.STATUS;
  }
  return null;
}

/**
 * The variant of every experiment that counts for this visitor, by name: the site's ACTIVE ones and
 * any pinned by an override (internal or staging hosts only, see `overridesAfterQuery`).
 */
export function experimentVariants(experiments: readonly Experiment[], overrides: ExperimentOverrides): Readonly<Record<string, string>> {
  const variants: Record<string, string> = {};
  for (const name of new Set([...experiments.map((experiment) => experiment.name), ...Object.keys(overrides)])) {
    const variant = experimentVariant(experiments, name, overrides);
    if (variant !== undefined) variants[name] = variant;
  }
  return variants;
}
