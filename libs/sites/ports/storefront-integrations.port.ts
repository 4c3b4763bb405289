import type { StorefrontIntegrations } from '@mercato/spec';

/**
 * The sites context's published read port for a site's storefront integrations: what the
 * storefront's instalment badge and social pixel read. Answers the owner's setting, else the
 * deployment's default for that site.
 */
export interface StorefrontIntegrationsDirectory {
  integrationsOf(websiteId: string): Promise<StorefrontIntegrations>;
}

export const STOREFRONT_INTEGRATIONS = Symbol('STOREFRONT_INTEGRATIONS');
