import { ContributorRole } from '@mercato/spec';
import type { QueryClient } from '@tanstack/react-query';
import type { ConsoleApi } from '../api/client';
import { consoleQueries } from '../api/queries';
import type { OwnedSite, OwnerOrder } from '../api/types';
import { ownedSite } from '../testing/fixtures';
import { renderConsole } from '../testing/render-console';

const usd = (value: number, decimalValue: string) => ({ value, currency: 'USD', currencyCode: 'USD', decimalValue });
const withRoles = (roles: ContributorRole[]): OwnedSite => ({ ...ownedSite('demo-site', ['localhost'], { catalog: 'view', storeSettings: 'none', mainNavigation: 'none' }), roles });

const paidOrder: OwnerOrder = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  orderNumber: 1001,
  orderToken: 'tok',
  purchasedCartId: 'cart-1',
  websiteId: 'demo-site',
  status: 'placed',
  testMode: true,
  email: 'ada@example.com',
  items: [{ sku: 'SHIRT-M-BLUE', productName: 'Linen Shirt', quantity: 2, unitPrice: usd(4500, '45.00') }],
  subtotal: usd(9000, '90.00'),
  discountTotal: usd(0, '0.00'),
  shippingTotal: usd(500, '5.00'),
  taxTotal: usd(0, '0.00'),
  grandTotal: usd(9500, '95.00'),
  shippingAddress: { name: 'Ada Lovelace', addressLine1: '1 Analytical Way', addressLine2: '', city: 'London', region: '', postalCode: 'N1', country: 'GB' },
  shippingOptionName: 'Standard',
  couponCodes: [],
  giftCard: null,
  cardCharge: usd(9500, '95.00'),
  paymentFailure: null,
  paymentProvider: 'test',
  paymentId: 'pay_1',
  refundedTotal: usd(2500, '25.00'),
  createdAt: Date.UTC(2026, 10, 25, 10),
  placedAt: Date.UTC(2026, 10, 25, 10),
  fulfilledAt: null,
};

const detailUrl = `/demo-site/orders/${paidOrder.id}`;
const fillOrder = (queryClient: QueryClient, api: ConsoleApi) => queryClient.setQueryData(consoleQueries.order(api, 'demo-site', paidOrder.id).queryKey, paidOrder);

describe('the orders in the console, by role', () => {
  it('gives an admin or a store manager the orders with fulfil and refund', () => {
    for (const role of [ContributorRole.ADMIN, ContributorRole.STORE_MANAGER]) {
      const html = renderConsole(detailUrl, [withRoles([role])], fillOrder);
      expect(html).toContain('>Orders</a>');
      expect(html).toContain('data-testid="order-title">Order #<!-- -->1001</h1>');
      expect(html).toContain('Mark fulfilled');
      // What is left to refund: 95.00 less the 25.00 refunded.
      expect(html).toContain('value="70.00"');
      expect(html).not.toContain('data-testid="read-only-note"');
    }
  });

  it('shows reporting the order read-only, with neither fulfil nor refund', () => {
    const html = renderConsole(detailUrl, [withRoles([ContributorRole.REPORTING])], fillOrder);
    expect(html).toContain('>Orders (view only)</a>');
    expect(html).toContain('Linen Shirt');
    expect(html).toContain('data-testid="read-only-note"');
    expect(html).not.toContain('Mark fulfilled');
    expect(html).not.toContain('data-testid="refund-form"');
  });

  it('has no orders for a role without them', () => {
    const html = renderConsole('/demo-site/orders', [withRoles([ContributorRole.EDITOR])]);
    expect(html).not.toContain('>Orders');
    expect(html).toContain('Your role on this site has nothing to manage here.');
  });

  it('lists orders with their number, buyer, status (refunds beside it) and total', () => {
    const html = renderConsole('/demo-site/orders', [withRoles([ContributorRole.ADMIN])], (queryClient, api) =>
      queryClient.setQueryData(consoleQueries.orders(api, 'demo-site', {}).queryKey, { orders: [paidOrder], hasNextPage: false, nextPageCursor: null }),
    );
    expect(html).toContain(`href="/demo-site/orders/${paidOrder.id}"`);
    expect(html).toContain('ada@example.com');
    expect(html).toContain('Paid, not fulfilled, partly refunded');
    expect(html).toContain('95.00 USD');
    expect(html).toContain('<label for="field-search">Buyer email or order number</label>');
  });
});
