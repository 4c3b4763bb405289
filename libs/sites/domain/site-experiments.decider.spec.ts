import { create, SiteExperimentSchema, SiteExperimentsSetSchema } from '@mercato/contracts';
import { deciderSpec } from '@mercato/testing/decider';
import { ExperimentMessages, type Experiment } from '@mercato/spec';
import { SiteExperimentsError, siteExperimentsDecider, type SiteExperimentsCommand } from './site-experiments.decider';

const spec = deciderSpec(siteExperimentsDecider);
const set = (...experiments: Experiment[]): SiteExperimentsCommand => ({ type: 'SetSiteExperiments', websiteId: 'site-1', experiments });
const recorded = (...experiments: Experiment[]) => create(SiteExperimentsSetSchema, { websiteId: 'site-1', experiments: experiments.map((experiment) => create(SiteExperimentSchema, experiment)) });
const hero = { name: 'hero', variant: 'b', status: 'ACTIVE' };

describe('site experiments decider (spec §3 "Experiment": name, variant, status)', () => {
  it('records the whole list each time, and nothing when it is set again unchanged', () => {
    spec.given([]).when(set(hero)).then([recorded(hero)]);
    spec.given([recorded(hero)]).when(set(hero)).then([]);
    spec.given([recorded(hero)]).when(set({ ...hero, status: 'PAUSED' })).then([recorded({ ...hero, status: 'PAUSED' })]);
    spec.given([recorded(hero)]).when(set()).then([recorded()]);
  });

  it('refuses a list that breaks a rule, with its message', () =>
    spec.given([]).when(set(hero, { ...hero, variant: 'c' })).thenRefuses(new SiteExperimentsError('invalid', ExperimentMessages.DUPLICATE_NAME, 'experiments')));
});
