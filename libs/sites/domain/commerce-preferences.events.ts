import { create, CommercePreferencesUpdatedSchema, type CommercePreferencesUpdated } from '@mercato/contracts';

/** The commerce preferences' events: the decider emits them and specs write given and expected events with them. */
export const commercePreferencesEvents = {
  /** Records `values`, every key of the namespace, as the namespace's preferences. */
  updated: (websiteId: string, namespace: string, values: Readonly<Record<string, string>>): CommercePreferencesUpdated =>
    create(CommercePreferencesUpdatedSchema, { websiteId, namespace, values: { ...values } }),
};
