import { PageType } from '@mercato/spec';
import { type SiteView } from '../api/types';
import { OrderPageFrame } from './order-page-frame';
import { orderStatusText } from './order-status-text';

/** Page type 207: the order as the store received it, paid or not yet. */
export function OrderReceivedPage({ site }: { site: SiteView }) {
  return (
    <OrderPageFrame site={site} pageType={PageType.ORDER_RECEIVED} testId="order-received" heading={(order) => `We received order #${order.orderNumber}`}>
      {(order) => <p data-testid="order-status">{orderStatusText(order)}</p>}
    </OrderPageFrame>
  );
}
