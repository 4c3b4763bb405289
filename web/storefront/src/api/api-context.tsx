import { createContext, type ReactNode, useContext } from 'react';
import { type StorefrontApi } from './client';

const StorefrontApiContext = createContext<StorefrontApi | null>(null);

/** Server and client each supply their own API (origin and forwarded host differ); pages just ask for it. */
export function StorefrontApiProvider({ api, children }: { api: StorefrontApi; children: ReactNode }) {
  return <StorefrontApiContext.Provider value={api}>{children}</StorefrontApiContext.Provider>;
}

export function useStorefrontApi(): StorefrontApi {
  const api = useContext(StorefrontApiContext);
  if (!api) throw new Error('useStorefrontApi needs a StorefrontApiProvider above it');
  return api;
}
