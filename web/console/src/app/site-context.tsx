import { createContext, useContext } from 'react';
import type { OwnedSite } from '../api/types';

export interface CurrentSite {
  readonly site: OwnedSite;
  /** Whether this page's address serves the site: layout and store settings are changed only then. */
  readonly servedHere: boolean;
  /** The console's path of this site, e.g. /demo-site (router paths are below /config). */
  readonly basePath: string;
}

export const SiteContext = createContext<CurrentSite | null>(null);

export function useCurrentSite(): CurrentSite {
  const current = useContext(SiteContext);
  if (!current) throw new Error('useCurrentSite() needs a <SiteContext.Provider>');
  return current;
}
