import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { consoleQueries } from '../api/queries';
import type { OrderFilter, OrderStatus } from '../api/types';
import { ORDER_STATUS_LABELS, orderMoneyText, orderStatusSummary, orderTimeText } from '../model/order-summary';
import { useApi } from './api-context';
import { SelectField, TextField } from './form-fields';
import { QueryState } from './query-state';
import { useCurrentSite } from './site-context';
import { TableHead } from './table-head';

const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label }))];
const isStatus = (value: string): value is OrderStatus => value in ORDER_STATUS_LABELS;

/** The site's orders, newest first: filtered by status, searched by buyer email or order number. */
export function OrdersPage() {
  const api = useApi();
  const { site, basePath } = useCurrentSite();
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  // The filter the list shows; the search applies on submit so typing does not ask on every key.
  const [filter, setFilter] = useState<OrderFilter>({});
  const [cursors, setCursors] = useState<string[]>([]);
  const orders = useQuery(consoleQueries.orders(api, site.websiteId, { ...filter, ...(cursors.length > 0 ? { cursor: cursors[cursors.length - 1] } : {}) }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setCursors([]);
    setFilter({ ...(isStatus(status) ? { status } : {}), ...(search.trim() ? { search: search.trim() } : {}) });
  };
  return (
    <>
      <h1>Orders</h1>
      <form className="filter-bar" role="search" aria-label="Filter orders" onSubmit={apply}>
        <SelectField path="status" label="Status" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
        <TextField path="search" label="Buyer email or order number" value={search} onChange={setSearch} />
        <button type="submit">Show orders</button>
      </form>
      <QueryState query={orders}>
        {(page) =>
          page.orders.length === 0 ? (
            <p data-testid="no-orders">No orders match.</p>
          ) : (
            <>
              <table className="products" data-testid="order-table">
                <TableHead columns={['Order', 'Date', 'Buyer', 'Status', 'Total']} />
                <tbody>
                  {page.orders.map((order) => (
                    <tr key={order.id} data-testid="order-row">
                      <th scope="row">
                        <Link to={`${basePath}/orders/${order.id}`}>#{order.orderNumber}</Link>
                      </th>
                      <td>{orderTimeText(order.createdAt)}</td>
                      <td>{order.email}</td>
                      <td data-testid="order-row-status">{orderStatusSummary(order)}</td>
                      <td>{orderMoneyText(order.grandTotal)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="pager">
                {cursors.length > 0 ? (
                  <button type="button" className="secondary" onClick={() => setCursors(cursors.slice(0, -1))}>
                    Newer orders
                  </button>
                ) : null}
                {page.hasNextPage && page.nextPageCursor ? (
                  <button type="button" className="secondary" onClick={() => setCursors([...cursors, page.nextPageCursor ?? ''])}>
                    Older orders
                  </button>
                ) : null}
              </div>
            </>
          )
        }
      </QueryState>
    </>
  );
}
