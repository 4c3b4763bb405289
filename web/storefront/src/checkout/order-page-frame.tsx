import { type PageType } from '@mercato/spec';
import { type ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageView } from '../analytics/react';
import { type SiteView } from '../api/types';
import { QueryOutcome } from '../app/query-outcome';
import { type OrderConfirmation } from './checkout-types';
import { OrderSummary } from './order-summary';
import { useOrder } from './use-order';

interface OrderPageFrameProps {
  site: SiteView;
  pageType: PageType;
  testId: string;
  heading(order: OrderConfirmation): string;
  /** What the page says between its heading and the summary. */
  children?(order: OrderConfirmation): ReactNode;
}

/** An order page reached by the order's token: loading, not found, or the order under the page's heading. */
export function OrderPageFrame({ site, pageType, testId, heading, children }: OrderPageFrameProps) {
  const { orderToken = '' } = useParams();
  const order = useOrder(orderToken);
  return (
    <QueryOutcome query={order}>
      {(data) => (
        <section className="order-page" data-testid={testId} data-order-status={data.status}>
          <title>{`${heading(data)} — ${site.title}`}</title>
          <PageView pageType={pageType} />
          <h1>{heading(data)}</h1>
          {data.testMode && <p className="test-mode-note" data-testid="order-test-mode">Test mode: no payment was taken.</p>}
          {children?.(data)}
          <OrderSummary order={data} />
        </section>
      )}
    </QueryOutcome>
  );
}
