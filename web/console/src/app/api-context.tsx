import { createContext, useContext, type ReactNode } from 'react';
import type { ConsoleApi } from '../api/client';
import type { PageLocation } from '../model/sites';

interface ConsoleEnvironment {
  readonly api: ConsoleApi;
  readonly page: PageLocation;
}

const EnvironmentContext = createContext<ConsoleEnvironment | null>(null);

/** What the pages reach outside React: the API, and where the console page runs (for links and the host's site). */
export function EnvironmentProvider({ api, page, children }: ConsoleEnvironment & { children: ReactNode }) {
  return <EnvironmentContext.Provider value={{ api, page }}>{children}</EnvironmentContext.Provider>;
}

function useEnvironment(): ConsoleEnvironment {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error('The console pages need an <EnvironmentProvider>');
  return environment;
}

export const useApi = (): ConsoleApi => useEnvironment().api;
export const usePageLocation = (): PageLocation => useEnvironment().page;
