import type { Decider } from '@mercato/domain';
import type { MultilingualDisconnected, NavigationUpdated, SiteCreated, SiteHeaderFooterUpdated, SiteLanguagesSet } from '@mercato/contracts';
import { CURRENCIES, invalidPageUrlMessage, isValidTimeZone, type SiteLanguageSetting } from '@mercato/spec';
import { siteEvents } from './site.events';
import { SiteError } from './site.errors';
import { checkedHeaderFooter, checkedLanguages, sameLanguages, type SiteFooterInput, type SiteHeaderInput } from './site-settings.rules';

export { SiteError } from './site.errors';

export type SiteEvent = SiteCreated | NavigationUpdated | SiteHeaderFooterUpdated | SiteLanguagesSet | MultilingualDisconnected;

/** Spec §3 "Main navigation item": collectionId, externalLink, memberAreaId, children. */
export interface NavigationItemInput {
  readonly collectionId?: string;
  readonly externalLink?: string;
  readonly memberAreaId?: string;
  readonly title?: string;
  readonly children?: readonly NavigationItemInput[];
}

export const MAIN_NAVIGATION = 'mainNav';
const MAX_NAVIGATION_ITEMS = 250;
const MAX_NAVIGATION_DEPTH = 3;

export type SiteCommand =
  | {
      readonly type: 'CreateSite';
      readonly websiteId: string;
      readonly title: string;
      readonly hostnames: readonly string[];
      readonly currency: string;
      readonly timeZone: string;
      readonly templateId: string;
      readonly locale: string;
      readonly header: SiteHeaderInput;
      readonly footer: SiteFooterInput;
      readonly navigations: ReadonlyArray<{ readonly fieldName: string; readonly title: string; readonly items: readonly NavigationItemInput[] }>;
    }
  | { readonly type: 'UpdateNavigation'; readonly fieldName: string; readonly templateId: string; readonly items: readonly NavigationItemInput[] }
  | { readonly type: 'UpdateHeaderFooter'; readonly header: SiteHeaderInput; readonly footer: SiteFooterInput }
  | { readonly type: 'SetLanguages'; readonly languages: readonly SiteLanguageSetting[] }
  | { readonly type: 'DisconnectMultilingual' };

export type SiteState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'created';
      readonly websiteId: string;
      readonly currency: string;
      readonly timeZone: string;
      readonly templateId: string;
      readonly locale: string;
      readonly header: SiteHeaderInput;
      readonly footer: SiteFooterInput;
      /** Spec §3 "Site" languages list; empty while multilingual is not connected. */
      readonly languages: readonly SiteLanguageSetting[];
      readonly navigations: Readonly<Record<string, { readonly title: string; readonly items: readonly NavigationItemInput[] }>>;
    };

export const initialSiteState = (): SiteState => ({ status: 'absent' });

export function decideSite(command: SiteCommand, state: SiteState): SiteEvent[] {
  switch (command.type) {
    case 'CreateSite': {
      if (state.status === 'created') throw new SiteError('already_exists', 'This site already exists.');
      if (!command.title.trim()) throw new SiteError('invalid', 'Title is required.', 'title');
      if (!(command.currency in CURRENCIES)) throw new SiteError('invalid', `Unsupported currency ${command.currency}.`, 'currency');
      if (command.hostnames.length === 0) throw new SiteError('invalid', 'A site needs at least one hostname.', 'hostnames');
      if (!isValidTimeZone(command.timeZone)) throw new SiteError('invalid', `Unknown time zone ${command.timeZone}.`, 'timeZone');
      command.navigations.forEach((navigation) => validateItems(navigation.items));
      return [
        siteEvents.created({
          websiteId: command.websiteId,
          title: command.title.trim(),
          hostnames: command.hostnames.map((host) => host.toLowerCase()),
          currency: command.currency,
          timeZone: command.timeZone,
          templateId: command.templateId,
          locale: command.locale,
          header: { ...command.header },
          footer: { ...command.footer },
          navigations: command.navigations.map((navigation) => ({ fieldName: navigation.fieldName, title: navigation.title, items: navigation.items.map(toItem) })),
        }),
      ];
    }
    case 'UpdateNavigation': {
      if (state.status === 'absent') throw new SiteError('not_found', 'Site not found.');
      if (!state.navigations[command.fieldName]) throw new SiteError('not_found', `Navigation ${command.fieldName} not found.`, 'fieldName');
      if (command.templateId !== state.templateId) throw new SiteError('conflict', 'The site template changed; reload the layout and try again.', 'templateId');
      validateItems(command.items);
      return [siteEvents.navigationUpdated({ websiteId: state.websiteId, fieldName: command.fieldName, templateId: command.templateId, items: command.items.map(toItem) })];
    }
    case 'UpdateHeaderFooter': {
      if (state.status === 'absent') throw new SiteError('not_found', 'Site not found.');
      const { header, footer } = checkedHeaderFooter(command.header, command.footer);
      // Saving what is shown already records nothing: a repeated PUT is a no-op.
      const unchanged = header.title === state.header.title && header.tagline === state.header.tagline && footer.text === state.footer.text;
      return unchanged ? [] : [siteEvents.headerFooterUpdated({ websiteId: state.websiteId, header, footer })];
    }
    case 'SetLanguages': {
      if (state.status === 'absent') throw new SiteError('not_found', 'Site not found.');
      const languages = checkedLanguages(command.languages);
      return sameLanguages(languages, state.languages) ? [] : [siteEvents.languagesSet({ websiteId: state.websiteId, languages })];
    }
    case 'DisconnectMultilingual':
      if (state.status === 'absent') throw new SiteError('not_found', 'Site not found.');
      return state.languages.length === 0 ? [] : [siteEvents.multilingualDisconnected({ websiteId: state.websiteId })];
  }
}

export function evolveSite(state: SiteState, event: SiteEvent): SiteState {
  switch (event.$typeName) {
    case 'mercato.sites.v1.SiteCreated':
      return {
        status: 'created',
        websiteId: event.websiteId,
        currency: event.currency,
        timeZone: event.timeZone,
        templateId: event.templateId,
        locale: event.locale,
        header: { title: event.header?.title ?? '', tagline: event.header?.tagline ?? '' },
        footer: { text: event.footer?.text ?? '' },
        languages: [],
        navigations: Object.fromEntries(event.navigations.map((navigation) => [navigation.fieldName, { title: navigation.title, items: navigation.items.map(fromItem) }])),
      };
    case 'mercato.sites.v1.NavigationUpdated': {
      // A site stream always starts with its SiteCreated.
      if (state.status === 'absent') return state;
      const current = state.navigations[event.fieldName];
      return { ...state, navigations: { ...state.navigations, [event.fieldName]: { title: current?.title ?? event.fieldName, items: event.items.map(fromItem) } } };
    }
    case 'mercato.sites.v1.SiteHeaderFooterUpdated':
      if (state.status === 'absent') return state;
      return { ...state, header: { title: event.header?.title ?? '', tagline: event.header?.tagline ?? '' }, footer: { text: event.footer?.text ?? '' } };
    case 'mercato.sites.v1.SiteLanguagesSet':
      if (state.status === 'absent') return state;
      return { ...state, languages: event.languages.map(({ code, custom }) => ({ code, custom })) };
    case 'mercato.sites.v1.MultilingualDisconnected':
      if (state.status === 'absent') return state;
      return { ...state, languages: [] };
  }
}

export const siteDecider: Decider<SiteState, SiteCommand, SiteEvent> = { initialState: initialSiteState, decide: decideSite, evolve: evolveSite };
export const siteStreamId = (websiteId: string) => `site-${websiteId}`;

function validateItems(items: readonly NavigationItemInput[], depth = 1, counter = { count: 0 }): void {
  if (depth > MAX_NAVIGATION_DEPTH) throw new SiteError('invalid', `Navigation nests at most ${MAX_NAVIGATION_DEPTH} levels.`, 'navigation.items');
  for (const item of items) {
    counter.count += 1;
    if (counter.count > MAX_NAVIGATION_ITEMS) throw new SiteError('invalid', `Navigation has at most ${MAX_NAVIGATION_ITEMS} items.`, 'navigation.items');
    const targets = [item.collectionId, item.externalLink, item.memberAreaId].filter(Boolean).length;
    if (targets !== 1) throw new SiteError('invalid', 'Each navigation item links to exactly one of collectionId, externalLink or memberAreaId.', 'navigation.items');
    if (item.externalLink && !/^(https?:\/\/|\/|mailto:)/.test(item.externalLink)) throw new SiteError('invalid', invalidPageUrlMessage(item.externalLink), 'navigation.items');
    validateItems(item.children ?? [], depth + 1, counter);
  }
}

function toItem(item: NavigationItemInput): { collectionId: string; externalLink: string; memberAreaId: string; title: string; children: ReturnType<typeof toItem>[] } {
  return {
    collectionId: item.collectionId ?? '',
    externalLink: item.externalLink ?? '',
    memberAreaId: item.memberAreaId ?? '',
    title: item.title ?? '',
    children: (item.children ?? []).map(toItem),
  };
}

function fromItem(item: { collectionId: string; externalLink: string; memberAreaId: string; title: string; children: readonly unknown[] }): NavigationItemInput {
  return {
    ...(item.collectionId ? { collectionId: item.collectionId } : {}),
    ...(item.externalLink ? { externalLink: item.externalLink } : {}),
    ...(item.memberAreaId ? { memberAreaId: item.memberAreaId } : {}),
    ...(item.title ? { title: item.title } : {}),
    children: (item.children as (typeof item)[]).map(fromItem),
  };
}

