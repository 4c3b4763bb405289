import { PageType } from '@mercato/spec';
import { type SiteView } from '../api/types';
import { OrderPageFrame } from './order-page-frame';
import { orderStatusText } from './order-status-text';

/** Page type 211: where the order stands (paid, fulfilled), for the buyer who kept its link. */
export function OrderStatusPage({ site }: { site: SiteView }) {
  return (
    <OrderPageFrame site={site} pageType={PageType.ORDER_STATUS} testId="order-status-page" heading={(order) => `Order #${order.orderNumber}`}>
      {(order) => (
        <p>
          Status: <strong data-testid="order-status">{orderStatusText(order)}</strong>
        </p>
      )}
    </OrderPageFrame>
  );
}
