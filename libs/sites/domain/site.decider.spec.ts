import { deciderSpec } from '@mercato/testing/decider';
import { siteDecider, SiteError, type SiteCommand } from './site.decider';
import { siteEvents } from './site.events';

const spec = deciderSpec(siteDecider);

const createSite: SiteCommand = {
  type: 'CreateSite',
  websiteId: 'site-1',
  title: ' Shop ',
  hostnames: ['Shop.Example'],
  currency: 'EUR',
  timeZone: 'Europe/Paris',
  templateId: 'tpl-1',
  locale: 'fr-FR',
  header: { title: 'Shop', tagline: 'Since 1999' },
  footer: { text: '© Shop' },
  navigations: [{ fieldName: 'mainNav', title: 'Main', items: [{ collectionId: 'col-1', title: 'Store' }] }],
};

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
  navigations: [{ fieldName: 'mainNav', title: 'Main', items: [{ collectionId: 'col-1', title: 'Store' }] }],
});

const updateMainNavigation = (items: Extract<SiteCommand, { type: 'UpdateNavigation' }>['items']): Extract<SiteCommand, { type: 'UpdateNavigation' }> => ({
  type: 'UpdateNavigation',
  fieldName: 'mainNav',
  templateId: 'tpl-1',
  items,
});

describe('site decider', () => {
  it('creates a site with lower-case hostnames and a trimmed title', () => spec.given([]).when(createSite).then([siteCreated]));

  it('refuses to create the same site twice', () =>
    spec.given([siteCreated]).when(createSite).thenRefuses(new SiteError('already_exists', 'This site already exists.')));

  it('refuses a currency the store cannot price in', () =>
    spec.given([]).when({ ...createSite, currency: 'XYZ' }).thenRefuses(new SiteError('invalid', 'Unsupported currency XYZ.', 'currency')));

  it('replaces the entries of a navigation menu, folders included', () =>
    spec
      .given([siteCreated])
      .when(updateMainNavigation([{ title: 'More', memberAreaId: 'members', children: [{ externalLink: 'https://x.example', title: 'X' }] }]))
      .then([
        siteEvents.navigationUpdated({
          websiteId: 'site-1',
          fieldName: 'mainNav',
          templateId: 'tpl-1',
          items: [{ title: 'More', memberAreaId: 'members', children: [{ externalLink: 'https://x.example', title: 'X' }] }],
        }),
      ]));

  it('refuses a navigation change for a site that does not exist', () =>
    spec.given([]).when(updateMainNavigation([])).thenRefuses(new SiteError('not_found', 'Site not found.')));

  it('refuses a navigation change made against another template', () =>
    spec
      .given([siteCreated])
      .when({ ...updateMainNavigation([]), templateId: 'tpl-0' })
      .thenRefuses(new SiteError('conflict', 'The site template changed; reload the layout and try again.', 'templateId')));

  it('refuses an entry that links nowhere or to two places', () =>
    spec
      .given([siteCreated])
      .when(updateMainNavigation([{ title: 'Both', collectionId: 'col-1', externalLink: '/about' }]))
      .thenRefuses(new SiteError('invalid', 'Each navigation item links to exactly one of collectionId, externalLink or memberAreaId.', 'navigation.items')));
});
