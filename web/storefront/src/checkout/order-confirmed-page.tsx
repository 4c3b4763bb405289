import { orderPagePath, PageType } from '@mercato/spec';
import { Link } from 'react-router';
import { type SiteView } from '../api/types';
import { OrderPageFrame } from './order-page-frame';
import { PurchaseEvent } from './purchase-event';

/** Page type 202: where a placed order leads; reports the purchase. */
export function OrderConfirmedPage({ site }: { site: SiteView }) {
  return (
    <OrderPageFrame site={site} pageType={PageType.ORDER_CONFIRMED} testId="order-confirmed" heading={(order) => `Thank you! Order #${order.orderNumber} is confirmed`}>
      {(order) => (
        <>
          <PurchaseEvent order={order} />
          <p data-testid="order-email">
            A confirmation is on its way to <strong>{order.email}</strong>.
          </p>
          <p>
            <Link to={orderPagePath('status', order.orderToken)} data-testid="order-status-link">
              Follow the order&apos;s status
            </Link>
          </p>
        </>
      )}
    </OrderPageFrame>
  );
}
