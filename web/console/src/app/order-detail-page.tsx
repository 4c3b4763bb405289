import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { consoleQueries } from '../api/queries';
import { orderAccessOf } from '../model/order-access';
import { ORDER_STATUS_LABELS, orderTimeText } from '../model/order-summary';
import { useApi } from './api-context';
import { OrderFulfilment } from './order-fulfilment';
import { OrderItemsTable } from './order-items-table';
import { OrderPayment } from './order-payment';
import { QueryState } from './query-state';
import { useCurrentSite } from './site-context';

/** One order: its items and totals, the buyer and address, the payment and refunds, and the fulfilment. */
export function OrderDetailPage() {
  const api = useApi();
  const { orderId = '' } = useParams();
  const { site, basePath } = useCurrentSite();
  const order = useQuery(consoleQueries.order(api, site.websiteId, orderId));
  const canWrite = orderAccessOf(site.roles) === 'edit';
  return (
    <>
      <p>
        <Link to={`${basePath}/orders`}>All orders</Link>
      </p>
      <QueryState query={order}>
        {(data) => (
          <article className="order" data-testid="order-detail" data-status={data.status}>
            <h1 data-testid="order-title">Order #{data.orderNumber}</h1>
            <p>
              <span data-testid="order-status">{ORDER_STATUS_LABELS[data.status]}</span> · {orderTimeText(data.createdAt)} · {data.email}
              {data.testMode ? <span className="status-label"> · test mode</span> : null}
            </p>
            {canWrite ? null : (
              <p className="note" data-testid="read-only-note">
                Your role on this site may view orders but not fulfil or refund them.
              </p>
            )}
            <OrderItemsTable order={data} />
            {data.shippingAddress ? (
              <section aria-labelledby="order-address-heading">
                <h2 id="order-address-heading">Ship to</h2>
                <address>
                  {[data.shippingAddress.name, data.shippingAddress.addressLine1, data.shippingAddress.addressLine2, `${data.shippingAddress.postalCode} ${data.shippingAddress.city} ${data.shippingAddress.region}`.trim(), data.shippingAddress.country]
                    .filter(Boolean)
                    .join(', ')}
                </address>
                {data.shippingOptionName ? <p>{data.shippingOptionName}</p> : null}
              </section>
            ) : null}
            <OrderPayment order={data} canWrite={canWrite} />
            <OrderFulfilment order={data} canWrite={canWrite} />
          </article>
        )}
      </QueryState>
    </>
  );
}
