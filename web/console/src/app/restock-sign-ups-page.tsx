import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { consoleQueries } from '../api/queries';
import { formErrorOf } from '../model/field-errors';
import { sendOutcomeText } from '../model/restock';
import { useApi } from './api-context';
import { FormError } from './form-fields';
import { Pager, useCursorPages } from './pager';
import { QueryState } from './query-state';
import { SendButton, useRestockVariants, useSend } from './restock-page';
import { ServedElsewhere } from './served-elsewhere';
import { useCurrentSite } from './site-context';

/** One variant's sign-ups, oldest first, page by page (opaque cursors), with its send button. */
export function RestockSignUpsPage() {
  const { productId = '', variantId = '' } = useParams();
  const { servedHere, basePath } = useCurrentSite();
  const variant = useRestockVariants().get(variantId);
  return (
    <>
      <p>
        <Link to={`${basePath}/restock`}>All restock sign-ups</Link>
      </p>
      <h1>{variant ? `${variant.productTitle} — ${variant.variantName}` : 'Restock sign-ups'}</h1>
      {servedHere ? <SignUps productId={productId} variantId={variantId} /> : <ServedElsewhere what="Restock sign-ups are managed" />}
    </>
  );
}

function SignUps({ productId, variantId }: { productId: string; variantId: string }) {
  const api = useApi();
  const { site } = useCurrentSite();
  const pages = useCursorPages();
  const signUps = useQuery(consoleQueries.restockSignUps(api, site.websiteId, productId, variantId, pages.cursor));
  const groups = useQuery(consoleQueries.restockGroups(api, site.websiteId, undefined));
  const send = useSend();
  const group = groups.data?.rows.find((candidate) => candidate.variantId === variantId);
  return (
    <>
      {group ? (
        <div className="actions">
          <SendButton group={group} send={send} />
          {send.data ? <span data-testid="restock-send-result">{sendOutcomeText(send.data)}</span> : null}
        </div>
      ) : null}
      <FormError message={formErrorOf(send.error, [])} />
      <QueryState query={signUps}>
        {(page) => (
          <>
            <table className="products" data-testid="restock-sign-ups">
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Status</th>
                  <th scope="col">Joins the mailing list</th>
                  <th scope="col">Language</th>
                  <th scope="col">Signed up</th>
                </tr>
              </thead>
              <tbody>
                {page.rows.map((signUp) => (
                  <tr key={signUp.id} data-testid="restock-sign-up">
                    <th scope="row">{signUp.email}</th>
                    <td>{signUp.status}</td>
                    <td>{signUp.isJoinMailingList ? 'yes' : 'no'}</td>
                    <td>{signUp.language || '—'}</td>
                    <td>{new Date(signUp.createdOn).toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="actions">
              <Pager pages={pages} page={page} />
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}
