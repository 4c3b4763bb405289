import { useQuery } from '@tanstack/react-query';
import { consoleQueries } from '../api/queries';
import { outboxProgress } from '../model/restock';
import { useApi } from './api-context';
import { OutboxCounts, OutboxMails, refetchWhilePending } from './mail-outbox';
import { QueryState } from './query-state';
import { useCurrentSite } from './site-context';

/**
 * The restock mails in the outbox: how many wait, went or failed, the progress of the sends, and
 * the latest mails with their state and last error (without SMTP_URL every mail waits here).
 */
export function RestockOutbox() {
  const api = useApi();
  const { site } = useCurrentSite();
  const outbox = useQuery({ ...consoleQueries.restockOutbox(api, site.websiteId), refetchInterval: refetchWhilePending });
  return (
    <section aria-labelledby="restock-outbox-title" data-testid="restock-outbox">
      <h2 id="restock-outbox-title">Mail outbox</h2>
      <QueryState query={outbox}>
        {({ mails, counts }) => (
          <>
            <OutboxCounts counts={counts} />
            <label>
              Delivered or given up
              <progress max={100} value={outboxProgress(counts)} data-testid="outbox-progress">{`${outboxProgress(counts)}%`}</progress>
            </label>
            <OutboxMails mails={mails} none="No restock mail yet." />
          </>
        )}
      </QueryState>
    </section>
  );
}
