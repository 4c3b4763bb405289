import { create, NavigationUpdatedSchema, SiteCreatedSchema, type MessageInitShape, type NavigationUpdated, type SiteCreated } from '@mercato/contracts';

/** A site's events from their fields: the decider emits them and specs write given and expected events with them. */
export const siteEvents = {
  created: (fields: MessageInitShape<typeof SiteCreatedSchema>): SiteCreated => create(SiteCreatedSchema, fields),
  navigationUpdated: (fields: MessageInitShape<typeof NavigationUpdatedSchema>): NavigationUpdated => create(NavigationUpdatedSchema, fields),
};
