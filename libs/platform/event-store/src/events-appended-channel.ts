/** Channel notified on every append so subscribers wake without waiting for their poll. */
export const EVENTS_APPENDED_CHANNEL = 'es_events_appended';
