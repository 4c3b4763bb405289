import { PageType } from '@mercato/spec';
import { useParams } from 'react-router';
import { PageView } from '../analytics/react';
import { type SiteView } from '../api/types';
import { QueryOutcome } from '../app/query-outcome';
import { useSubscriptionConfirmation } from './subscription-queries';

const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** Page type 206: the subscription checkout started, by the confirmation token it gave; read in the browser. */
export function SubscriptionConfirmedPage({ site }: { site: SiteView }) {
  const { confirmationToken = '' } = useParams();
  const confirmation = useSubscriptionConfirmation(confirmationToken);
  return (
    <QueryOutcome query={confirmation}>
      {({ subscription }) => (
        <section className="order-page" data-testid="subscription-confirmed" data-subscription-status={subscription.status}>
          <title>{`Your subscription is confirmed — ${site.title}`}</title>
          <PageView pageType={PageType.SUBSCRIPTION_CONFIRMED} />
          <h1>Thank you! Your subscription is confirmed</h1>
          <p data-testid="subscription-product">
            <strong>{subscription.productTitle}</strong> × {subscription.quantity}
          </p>
          <p data-testid="subscription-price">{subscription.priceText}</p>
          <p data-testid="subscription-email">
            Subscribed as <strong>{subscription.customerEmail}</strong>; each period is charged to the card you paid with.
          </p>
          {subscription.nextBillingDate && <p data-testid="subscription-next-billing">Next billing date: {dateText(subscription.nextBillingDate)}</p>}
          {subscription.status === 'ended' && <p data-testid="subscription-ended">This subscription has ended.</p>}
        </section>
      )}
    </QueryOutcome>
  );
}
