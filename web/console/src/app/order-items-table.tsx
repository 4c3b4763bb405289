import type { OwnerOrder } from '../api/types';
import { orderMoneyText } from '../model/order-summary';
import { TableHead } from './table-head';

/** The order's lines and, under them, subtotal, discount, shipping, tax and total. */
export function OrderItemsTable({ order }: { order: OwnerOrder }) {
  const currencyCode = order.grandTotal.currencyCode;
  const totals: Array<[string, number]> = [
    ['Subtotal', order.subtotal.value],
    ['Discount', -order.discountTotal.value],
    ['Shipping', order.shippingTotal.value],
    ['Tax', order.taxTotal.value],
    ['Total', order.grandTotal.value],
  ];
  return (
    <section aria-labelledby="order-items-heading">
      <h2 id="order-items-heading">Items</h2>
      <table className="products" data-testid="order-items">
        <TableHead columns={['Product', 'SKU', 'Quantity', 'Unit price', 'Line total']} />
        <tbody>
          {order.items.map((item) => (
            <tr key={`${item.sku}-${item.productName}`}>
              <th scope="row">{item.productName}</th>
              <td>{item.sku}</td>
              <td>{item.quantity}</td>
              <td>{orderMoneyText(item.unitPrice)}</td>
              <td>{orderMoneyText({ value: item.unitPrice.value * item.quantity, currencyCode })}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.map(([label, cents]) => (
            <tr key={label}>
              <th scope="row" colSpan={4}>
                {label}
              </th>
              <td data-testid={`order-${label.toLowerCase()}`}>{orderMoneyText({ value: cents, currencyCode })}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      {order.couponCodes.length > 0 ? <p>Coupons: {order.couponCodes.join(', ')}</p> : null}
    </section>
  );
}
