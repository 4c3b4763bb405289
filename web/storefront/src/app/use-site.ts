import { useQuery } from '@tanstack/react-query';
import { storefrontQueries } from '../api/queries';
import { useStorefrontApi } from '../api/api-context';

export function useSite() {
  return useQuery(storefrontQueries.site(useStorefrontApi()));
}
