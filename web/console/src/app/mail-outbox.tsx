import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleQueries } from '../api/queries';
import type { MailCounts, MailState, OutboxMailRow } from '../api/types';
import { useApi } from './api-context';
import { SelectField } from './form-fields';
import { QueryState } from './query-state';
import { ServedElsewhere } from './served-elsewhere';
import { useCurrentSite } from './site-context';
import { TableHead } from './table-head';

/** While mails wait, an outbox view is read again this often, so sends move by themselves. */
export const REFRESH_WHILE_PENDING_MS = 2_000;

export const refetchWhilePending = (query: { state: { data?: { counts: MailCounts } } }) => ((query.state.data?.counts.pending ?? 0) > 0 ? REFRESH_WHILE_PENDING_MS : false);

const STATE_LABELS: Record<MailState, string> = { pending: 'Waiting', sent: 'Sent', failed: 'Failed', cancelled: 'Withdrawn' };
const STATES = ['pending', 'sent', 'failed', 'cancelled'] as const;

/** How many mails wait, went or failed (and, with `withdrawn`, were withdrawn). */
export function OutboxCounts({ counts, withdrawn = false }: { counts: MailCounts; withdrawn?: boolean }) {
  return (
    <dl className="outbox-counts">
      {STATES.filter((state) => withdrawn || state !== 'cancelled').map((state) => (
        <div key={state}>
          <dt>{STATE_LABELS[state]}</dt>
          <dd data-testid={`outbox-${state}`}>{counts[state]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The latest mails with their state and last error; with `withSource`, which context queued each. */
export function OutboxMails({ mails, withSource = false, none }: { mails: readonly OutboxMailRow[]; withSource?: boolean; none: string }) {
  if (mails.length === 0) return <p>{none}</p>;
  return (
    <table className="products" data-testid="outbox-mails">
      <TableHead columns={[...(withSource ? ['Kind'] : []), 'To', 'Subject', 'State', 'Attempts', 'Last error']} />
      <tbody>
        {mails.map((mail) => (
          <tr key={mail.id} data-testid="outbox-mail" data-state={mail.status} data-source={mail.source}>
            {withSource ? <td>{mail.source}</td> : null}
            <th scope="row">{mail.message.to}</th>
            <td>{mail.message.subject}</td>
            <td>{STATE_LABELS[mail.status]}</td>
            <td>{mail.attempts}</td>
            <td>{mail.lastError}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The site's mail outbox, every kind of mail (issue 16 §4): without SMTP_URL every mail waits here,
 * so the owner reads form notifications, order confirmations, gift card codes, sign-in links and
 * restock notices on this page. Counts by state overall and per kind, the latest mails, one kind at a time if asked.
 */
export function MailPage() {
  const { servedHere } = useCurrentSite();
  return (
    <>
      <h1>Mail</h1>
      {servedHere ? <Outbox /> : <ServedElsewhere what="The site's mail is shown" />}
    </>
  );
}

function Outbox() {
  const api = useApi();
  const { site } = useCurrentSite();
  const [source, setSource] = useState('');
  const all = useQuery({ ...consoleQueries.mailOutbox(api, site.websiteId, undefined), refetchInterval: refetchWhilePending });
  const shown = useQuery({ ...consoleQueries.mailOutbox(api, site.websiteId, source || undefined), refetchInterval: refetchWhilePending });
  return (
    <QueryState query={all}>
      {({ counts, sources }) => (
        <section data-testid="mail-outbox">
          <OutboxCounts counts={counts} withdrawn />
          {sources.length > 0 ? (
            <table className="products" data-testid="mail-sources">
              <TableHead columns={['Kind', ...STATES.map((state) => STATE_LABELS[state])]} />
              <tbody>
                {sources.map((row) => (
                  <tr key={row.source} data-testid="mail-source" data-source={row.source}>
                    <th scope="row">{row.source}</th>
                    {STATES.map((state) => (
                      <td key={state} data-state={state}>
                        {row.counts[state]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <SelectField path="source" label="Kind" value={source} onChange={setSource} options={[{ value: '', label: 'All mail' }, ...sources.map((row) => ({ value: row.source, label: row.source }))]} />
          <QueryState query={shown}>{({ mails }) => <OutboxMails mails={mails} withSource none="No mail yet." />}</QueryState>
        </section>
      )}
    </QueryState>
  );
}
