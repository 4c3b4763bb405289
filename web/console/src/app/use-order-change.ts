import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleApi } from '../api/client';
import { consoleQueries } from '../api/queries';
import type { OwnerOrder } from '../api/types';
import { useApi } from './api-context';
import { useCurrentSite } from './site-context';

/**
 * A change to one order (fulfil, refund). The answer is the order as it now stands: it replaces the
 * cached one, and the lists are read again.
 */
export function useOrderChange<Input>(orderId: string, change: (api: ConsoleApi, websiteId: string, input: Input) => Promise<OwnerOrder>) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { site } = useCurrentSite();
  return useMutation({
    mutationFn: (input: Input) => change(api, site.websiteId, input),
    onSuccess: async (order) => {
      queryClient.setQueryData(consoleQueries.order(api, site.websiteId, orderId).queryKey, order);
      await queryClient.invalidateQueries({ queryKey: ['orders', site.websiteId] });
    },
  });
}
