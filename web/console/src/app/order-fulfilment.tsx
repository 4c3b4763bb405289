import type { OwnerOrder } from '../api/types';
import { formErrorOf } from '../model/field-errors';
import { orderTimeText } from '../model/order-summary';
import { FormError } from './form-fields';
import { useOrderChange } from './use-order-change';

/** Whether and when the order was fulfilled; a writer marks a paid order fulfilled. */
export function OrderFulfilment({ order, canWrite }: { order: OwnerOrder; canWrite: boolean }) {
  const fulfil = useOrderChange(order.id, (api, websiteId) => api.fulfilOrder(websiteId, order.id));
  return (
    <section aria-labelledby="order-fulfilment-heading">
      <h2 id="order-fulfilment-heading">Fulfilment</h2>
      <p data-testid="order-fulfilment">{order.fulfilledAt !== null ? `Fulfilled ${orderTimeText(order.fulfilledAt)}` : order.status === 'placed' ? 'Not fulfilled yet' : 'Nothing to fulfil: the order is not paid'}</p>
      <FormError message={formErrorOf(fulfil.error, [])} />
      {canWrite && order.status === 'placed' ? (
        <button type="button" onClick={() => fulfil.mutate(undefined)} disabled={fulfil.isPending} data-testid="mark-fulfilled">
          {fulfil.isPending ? 'Marking…' : 'Mark fulfilled'}
        </button>
      ) : null}
    </section>
  );
}
