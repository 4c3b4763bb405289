import {
  create,
  MultilingualDisconnectedSchema,
  NavigationUpdatedSchema,
  SiteCreatedSchema,
  SiteHeaderFooterUpdatedSchema,
  SiteLanguagesSetSchema,
  type MessageInitShape,
  type MultilingualDisconnected,
  type NavigationUpdated,
  type SiteCreated,
  type SiteHeaderFooterUpdated,
  type SiteLanguagesSet,
} from '@mercato/contracts';

/** A site's events from their fields: the decider emits them and specs write given and expected events with them. */
export const siteEvents = {
  created: (fields: MessageInitShape<typeof SiteCreatedSchema>): SiteCreated => create(SiteCreatedSchema, fields),
  navigationUpdated: (fields: MessageInitShape<typeof NavigationUpdatedSchema>): NavigationUpdated => create(NavigationUpdatedSchema, fields),
  headerFooterUpdated: (fields: MessageInitShape<typeof SiteHeaderFooterUpdatedSchema>): SiteHeaderFooterUpdated => create(SiteHeaderFooterUpdatedSchema, fields),
  languagesSet: (fields: MessageInitShape<typeof SiteLanguagesSetSchema>): SiteLanguagesSet => create(SiteLanguagesSetSchema, fields),
  multilingualDisconnected: (fields: MessageInitShape<typeof MultilingualDisconnectedSchema>): MultilingualDisconnected => create(MultilingualDisconnectedSchema, fields),
};
