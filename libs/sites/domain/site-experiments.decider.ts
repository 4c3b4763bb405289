import { DomainError, type Decider } from '@mercato/domain';
import { create, SiteExperimentSchema, SiteExperimentsSetSchema, type SiteExperimentsSet } from '@mercato/contracts';
import { experimentsProblem, type Experiment } from '@mercato/spec';

/** A website's experiments (spec §3 "Experiment"), one stream per website; none until the owner sets them. */
export interface SiteExperimentsState {
  readonly experiments: readonly Experiment[];
}

export type SiteExperimentsCommand = { readonly type: 'SetSiteExperiments'; readonly websiteId: string; readonly experiments: readonly Experiment[] };

export type SiteExperimentsEvent = SiteExperimentsSet;

export class SiteExperimentsError extends DomainError {}

export const siteExperimentsStreamId = (websiteId: string) => `site-experiments-${websiteId}`;

const sameExperiments = (left: readonly Experiment[], right: readonly Experiment[]): boolean =>
  left.length === right.length && left.every((experiment, index) => experiment.name === right[index]?.name && experiment.variant === right[index]?.variant && experiment.status === right[index]?.status);

export function decideSiteExperiments(command: SiteExperimentsCommand, state: SiteExperimentsState): SiteExperimentsEvent[] {
  const problem = experimentsProblem(command.experiments);
  if (problem) throw new SiteExperimentsError('invalid', problem, 'experiments');
  // The same list again records nothing: a repeated PUT is a no-op.
  if (sameExperiments(state.experiments, command.experiments)) return [];
  return [
    create(SiteExperimentsSetSchema, {
      websiteId: command.websiteId,
      experiments: command.experiments.map(({ name, variant, status }) => create(SiteExperimentSchema, { name, variant, status })),
    }),
  ];
}

export const siteExperimentsDecider: Decider<SiteExperimentsState, SiteExperimentsCommand, SiteExperimentsEvent> = {
  initialState: () => ({ experiments: [] }),
  decide: decideSiteExperiments,
  evolve: (_state, event) => ({ experiments: event.experiments.map(({ name, variant, status }) => ({ name, variant, status })) }),
};
