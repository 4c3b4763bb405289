import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { consoleQueries } from '../api/queries';
import type { RestockSignUpGroup } from '../api/types';
import { formErrorOf } from '../model/field-errors';
import { sendAllPlan, sendOutcomeText, variantsById, type RestockVariantInfo } from '../model/restock';
import { useApi } from './api-context';
import { FormError } from './form-fields';
import { Pager, useCursorPages } from './pager';
import { RestockOutbox } from './restock-outbox';
import { QueryState } from './query-state';
import { useCurrentSite } from './site-context';
import { ServedElsewhere } from './served-elsewhere';

/** The site's variants by id, from every store's products: names and stock for the sign-up groups. */
export function useRestockVariants(): Map<string, RestockVariantInfo> {
  const api = useApi();
  const { site } = useCurrentSite();
  const stores = useQuery(consoleQueries.stores(api, site.websiteId));
  const products = useQueries({ queries: (stores.data ?? []).map((store) => consoleQueries.products(api, site.websiteId, store.id)) });
  return variantsById(products.flatMap((query) => query.data ?? []));
}

/** Restock sign-ups (spec §7 groups), page by page, with send and send-all buttons that say beforehand how many the send will mail (the server's count). */
export function RestockPage() {
  const { servedHere, basePath } = useCurrentSite();
  return (
    <>
      <div className="page-heading">
        <h1>Restock sign-ups</h1>
        <Link to={`${basePath}/restock/templates`}>Mail templates</Link>
      </div>
      {servedHere ? (
        <>
          <RestockGroups />
          <RestockOutbox />
        </>
      ) : (
        <ServedElsewhere what="Restock sign-ups are managed" />
      )}
    </>
  );
}

function RestockGroups() {
  const api = useApi();
  const { site } = useCurrentSite();
  const pages = useCursorPages();
  const groups = useQuery(consoleQueries.restockGroups(api, site.websiteId, pages.cursor));
  const variants = useRestockVariants();
  const send = useSend();
  return (
    <QueryState query={groups}>
      {(page) => {
        const plan = sendAllPlan(page.rows);
        return page.rows.length === 0 ? (
          <p>No one has signed up for a restock notice yet.</p>
        ) : (
          <>
            <table className="products" data-testid="restock-groups">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Variant</th>
                  <th scope="col">Waiting</th>
                  <th scope="col">All sign-ups</th>
                  <th scope="col">Stock</th>
                  <th scope="col">Send</th>
                </tr>
              </thead>
              <tbody>
                {page.rows.map((group) => (
                  <GroupRow key={group.variantId} group={group} variant={variants.get(group.variantId)} send={send} />
                ))}
              </tbody>
            </table>
            <div className="actions">
              <button type="button" disabled={plan.groups.length === 0 || send.isPending} onClick={() => send.mutate(plan.groups)} data-testid="restock-send-all">
                Send all ({plan.notices})
              </button>
              {send.data && send.variables.length > 1 ? <span data-testid="restock-send-all-result">{sendOutcomeText(send.data)}</span> : null}
              <Pager pages={pages} page={page} />
            </div>
            <FormError message={formErrorOf(send.error, [])} />
          </>
        );
      }}
    </QueryState>
  );
}

type Send = ReturnType<typeof useSend>;

/** One send for one or several variants; the lists are read again after it. */
export function useSend() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groups: readonly RestockSignUpGroup[]) => {
      const requests = groups.map(({ productId, variantId }) => ({ productId, variantId }));
      const [first] = requests;
      if (requests.length === 1 && first) {
        const outcome = await api.sendRestock(first.productId, first.variantId);
        return { results: [outcome], sent: outcome.sent, waiting: outcome.waiting };
      }
      return api.sendAllRestock(requests);
    },
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => ['restock-groups', 'restock-sign-ups', 'restock-outbox'].includes(String(query.queryKey[0])) }),
  });
}

function GroupRow({ group, variant, send }: { group: RestockSignUpGroup; variant: RestockVariantInfo | undefined; send: Send }) {
  const { basePath } = useCurrentSite();
  const outcome = send.data?.results.find((result) => result.variantId === group.variantId);
  return (
    <tr data-testid="restock-group" data-variant-id={group.variantId}>
      <th scope="row">
        <Link to={`${basePath}/restock/${encodeURIComponent(group.productId)}/${encodeURIComponent(group.variantId)}`}>{variant?.productTitle ?? group.productId}</Link>
      </th>
      <td>{variant?.variantName ?? group.variantId}</td>
      <td data-testid="restock-pending">{group.pendingCount}</td>
      <td>{group.totalCount}</td>
      <td>{variant ? (variant.unlimited ? 'unlimited' : variant.qtyInStock) : '—'}</td>
      <td>
        <SendButton group={group} send={send} />
        {outcome ? <span data-testid="restock-send-result">{sendOutcomeText(outcome)}</span> : null}
      </td>
    </tr>
  );
}

/** "Send to N": N is the server's count of what the send would mail now. */
export function SendButton({ group, send }: { group: RestockSignUpGroup; send: Send }) {
  return (
    <button type="button" disabled={group.sendableCount === 0 || send.isPending} onClick={() => send.mutate([group])} data-testid="restock-send">
      Send to {group.sendableCount}
    </button>
  );
}
