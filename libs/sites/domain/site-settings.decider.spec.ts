import { deciderSpec } from '@mercato/testing/decider';
import { siteDecider, SiteError, type SiteCommand } from './site.decider';
import { siteEvents } from './site.events';

const spec = deciderSpec(siteDecider);

const siteCreated = siteEvents.created({
  websiteId: 'site-1',
  title: 'Shop',
  hostnames: ['shop.example'],
  currency: 'EUR',
  timeZone: 'Europe/Paris',
  templateId: 'tpl-1',
  locale: 'fr-FR',
  header: { title: 'Shop', tagline: 'Since 1999' },
  footer: { text: '© Shop' },
  navigations: [],
});
const french = { code: 'fr-FR', custom: false };
const english = { code: 'en-US', custom: false };
const setLanguages = (languages: Extract<SiteCommand, { type: 'SetLanguages' }>['languages']): SiteCommand => ({ type: 'SetLanguages', languages });
const languagesSet = siteEvents.languagesSet({ websiteId: 'site-1', languages: [french, english] });

describe('site header and footer (spec §7 PUT /api/site-header-footer)', () => {
  const update = (header: { title: string; tagline: string }, footer: { text: string }): SiteCommand => ({ type: 'UpdateHeaderFooter', header, footer });

  it('records the new header and footer, trimmed', () =>
    spec
      .given([siteCreated])
      .when(update({ title: ' Shop & Co ', tagline: 'Since 2000' }, { text: '© Shop & Co ' }))
      .then([siteEvents.headerFooterUpdated({ websiteId: 'site-1', header: { title: 'Shop & Co', tagline: 'Since 2000' }, footer: { text: '© Shop & Co' } })]));

  it('records nothing when they are what the site shows already', () =>
    spec.given([siteCreated]).when(update({ title: 'Shop', tagline: 'Since 1999' }, { text: '© Shop' })).then([]));

  it('refuses a title longer than 200 characters, and a site that does not exist', () => {
    spec.given([siteCreated]).when(update({ title: 'x'.repeat(201), tagline: '' }, { text: '' })).thenRefuses(new SiteError('invalid', 'header.title is at most 200 characters.', 'header.title'));
    spec.given([]).when(update({ title: 'Shop', tagline: '' }, { text: '' })).thenRefuses(new SiteError('not_found', 'Site not found.'));
  });
});

describe('site languages (spec §7 PUT /api/multilingual/languages, DELETE /api/multilingual/connection)', () => {
  it('records the languages, tags in canonical case, the first primary', () =>
    spec
      .given([siteCreated])
      .when(setLanguages([{ code: 'fr-fr', custom: false }, english, { code: 'brand-speak', custom: true }]))
      .then([siteEvents.languagesSet({ websiteId: 'site-1', languages: [french, english, { code: 'brand-speak', custom: true }] })]));

  it('records nothing when the list is unchanged', () => spec.given([siteCreated, languagesSet]).when(setLanguages([french, english])).then([]));

  it('records a reordering: the primary language changed', () =>
    spec.given([siteCreated, languagesSet]).when(setLanguages([english, french])).then([siteEvents.languagesSet({ websiteId: 'site-1', languages: [english, french] })]));

  it.each([
    ['no language', [], new SiteError('invalid', 'A multilingual site has from 1 to 30 languages.', 'languages')],
    ['31 languages', Array.from({ length: 31 }, (_, i) => ({ code: `lang-${i}`, custom: true })), new SiteError('invalid', 'A multilingual site has from 1 to 30 languages.', 'languages')],
    ['a language twice', [french, { code: 'FR-fr', custom: false }], new SiteError('invalid', 'The language fr-FR is listed twice.', 'languages.1.code')],
    ['a tag that is not BCP 47', [{ code: 'not a tag', custom: false }], new SiteError('invalid', 'not a tag is not a language tag; mark it custom to use a code of your own.', 'languages.0.code')],
    ['a custom code with capitals', [{ code: 'Brand', custom: true }], new SiteError('invalid', 'Brand is not a custom language code: lower-case letters, digits and hyphens, at most 35 characters.', 'languages.0.code')],
  ])('refuses %s', (_case, languages, error) => spec.given([siteCreated]).when(setLanguages(languages)).thenRefuses(error));

  it('disconnects multilingual once: the site is back to its locale', () => {
    spec.given([siteCreated, languagesSet]).when({ type: 'DisconnectMultilingual' }).then([siteEvents.multilingualDisconnected({ websiteId: 'site-1' })]);
    spec.given([siteCreated, languagesSet, siteEvents.multilingualDisconnected({ websiteId: 'site-1' })]).when({ type: 'DisconnectMultilingual' }).then([]);
  });
});
