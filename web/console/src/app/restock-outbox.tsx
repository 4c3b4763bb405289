import { useQuery } from '@tanstack/react-query';
import { consoleQueries } from '../api/queries';
import type { MailState } from '../api/types';
import { outboxProgress } from '../model/restock';
import { useApi } from './api-context';
import { QueryState } from './query-state';
import { TableHead } from './table-head';
import { useCurrentSite } from './site-context';

/** While mails wait, the view is read again this often, so a send's progress moves by itself. */
const REFRESH_WHILE_PENDING_MS = 2_000;

const STATE_LABELS: Record<MailState, string> = { pending: 'Waiting', sent: 'Sent', failed: 'Failed', cancelled: 'Withdrawn' };

/**
 * The restock mails in the outbox: how many wait, went or failed, the progress of the sends, and
 * the latest mails with their state and last error (without SMTP_URL every mail waits here).
 */
export function RestockOutbox() {
  const api = useApi();
  const { site } = useCurrentSite();
  const outbox = useQuery({
    ...consoleQueries.restockOutbox(api, site.websiteId),
    refetchInterval: (query) => ((query.state.data?.counts.pending ?? 0) > 0 ? REFRESH_WHILE_PENDING_MS : false),
  });
  return (
    <section aria-labelledby="restock-outbox-title" data-testid="restock-outbox">
      <h2 id="restock-outbox-title">Mail outbox</h2>
      <QueryState query={outbox}>
        {({ mails, counts }) => (
          <>
            <dl className="outbox-counts">
              {(['pending', 'sent', 'failed'] as const).map((state) => (
                <div key={state}>
                  <dt>{STATE_LABELS[state]}</dt>
                  <dd data-testid={`outbox-${state}`}>{counts[state]}</dd>
                </div>
              ))}
            </dl>
            <label>
              Delivered or given up
              <progress max={100} value={outboxProgress(counts)} data-testid="outbox-progress">{`${outboxProgress(counts)}%`}</progress>
            </label>
            {mails.length === 0 ? (
              <p>No restock mail yet.</p>
            ) : (
              <table className="products" data-testid="outbox-mails">
                <TableHead columns={['To', 'Subject', 'State', 'Attempts', 'Last error']} />
                <tbody>
                  {mails.map((mail) => (
                    <tr key={mail.id} data-testid="outbox-mail" data-state={mail.status}>
                      <th scope="row">{mail.message.to}</th>
                      <td>{mail.message.subject}</td>
                      <td>{STATE_LABELS[mail.status]}</td>
                      <td>{mail.attempts}</td>
                      <td>{mail.lastError}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
