import { DomainError, type Decider } from '@mercato/domain';
import { create, StorefrontIntegrationsSetSchema, type StorefrontIntegrationsSet } from '@mercato/contracts';
import { isSocialPixelId, StorefrontIntegrationMessages, type StorefrontIntegrations } from '@mercato/spec';

/**
 * A website's storefront integrations (instalment offer, social pixel), one stream per website.
 * Until the owner sets them the site runs on the deployment's defaults, which the reader supplies:
 * the decider knows only what was recorded.
 */
export type StorefrontIntegrationsState = { readonly status: 'absent' } | { readonly status: 'set'; readonly integrations: StorefrontIntegrations };

export type StorefrontIntegrationsCommand = { readonly type: 'SetStorefrontIntegrations'; readonly websiteId: string; readonly integrations: StorefrontIntegrations };

export type StorefrontIntegrationsEvent = StorefrontIntegrationsSet;

export class StorefrontIntegrationsError extends DomainError {}

export const storefrontIntegrationsStreamId = (websiteId: string) => `storefront-integrations-${websiteId}`;

/** The integrations an event records; an empty pixel id is "no pixel". */
export function storefrontIntegrationsOf(event: StorefrontIntegrationsSet): StorefrontIntegrations {
  return { instalmentsAvailable: event.instalmentsAvailable, socialPixelId: event.socialPixelId || null };
}

export function decideStorefrontIntegrations(command: StorefrontIntegrationsCommand, state: StorefrontIntegrationsState): StorefrontIntegrationsEvent[] {
  const { instalmentsAvailable, socialPixelId } = command.integrations;
  const pixelId = socialPixelId?.trim() || null;
  if (pixelId !== null && !isSocialPixelId(pixelId)) throw new StorefrontIntegrationsError('invalid', StorefrontIntegrationMessages.SOCIAL_PIXEL_ID, 'socialPixelId');
  // Setting what is set already records nothing: a repeated PUT is a no-op.
  if (state.status === 'set' && state.integrations.instalmentsAvailable === instalmentsAvailable && state.integrations.socialPixelId === pixelId) return [];
  return [create(StorefrontIntegrationsSetSchema, { websiteId: command.websiteId, instalmentsAvailable, socialPixelId: pixelId ?? '' })];
}

export const storefrontIntegrationsDecider: Decider<StorefrontIntegrationsState, StorefrontIntegrationsCommand, StorefrontIntegrationsEvent> = {
  initialState: () => ({ status: 'absent' }),
  decide: decideStorefrontIntegrations,
  evolve: (_state, event) => ({ status: 'set', integrations: storefrontIntegrationsOf(event) }),
};
