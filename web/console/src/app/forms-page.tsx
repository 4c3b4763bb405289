import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BlockType, INTERFACE_STRINGS } from '@mercato/spec';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { formSubmissionsCsvPath } from '../api/client';
import { consoleQueries } from '../api/queries';
import type { FormSubmission } from '../api/types';
import { fieldErrorsOf, formErrorOf } from '../model/field-errors';
import { useApi } from './api-context';
import { FormError, TextField } from './form-fields';
import { QueryState } from './query-state';
import { ServedElsewhere } from './served-elsewhere';
import { useCurrentSite } from './site-context';

/** The site's forms (form blocks and newsletter blocks) with their submission counts. */
export function FormsPage() {
  const api = useApi();
  const { site, servedHere, basePath } = useCurrentSite();
  const forms = useQuery({ ...consoleQueries.forms(api, site.websiteId), enabled: servedHere });
  return (
    <>
      <div className="page-heading">
        <h1>Forms</h1>
        {servedHere && (
          <Link className="button" to={`${basePath}/forms/new`}>
            New form
          </Link>
        )}
      </div>
      {servedHere ? (
        <QueryState query={forms}>
          {(list) =>
            list.length === 0 ? (
              <p>This site has no forms yet.</p>
            ) : (
              <table className="products" data-testid="form-list">
                <thead>
                  <tr>
                    <th scope="col">Form</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Submissions</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((form) => (
                    <tr key={form.formId} data-testid="form-row">
                      <th scope="row">
                        <Link to={`${basePath}/forms/${encodeURIComponent(form.formId)}`}>{form.name}</Link>
                      </th>
                      <td>{form.blockType === BlockType.NEWSLETTER ? 'Newsletter' : 'Form'}</td>
                      <td>{form.submissions}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </QueryState>
      ) : (
        <ServedElsewhere what="Forms are managed" />
      )}
      {servedHere && <MailingLists />}
    </>
  );
}

/** The lists newsletter forms fill: their subscriber counts, and a new one by name. */
function MailingLists() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { site } = useCurrentSite();
  const lists = useQuery(consoleQueries.mailingLists(api, site.websiteId));
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () => api.createMailingList(name),
    onSuccess: async () => {
      setName('');
      await queryClient.invalidateQueries({ queryKey: consoleQueries.mailingLists(api, site.websiteId).queryKey });
    },
  });
  const errors = fieldErrorsOf(create.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <section id="mailing-lists" aria-labelledby="mailing-lists-heading">
      <h2 id="mailing-lists-heading">Mailing lists</h2>
      <QueryState query={lists}>
        {(list) =>
          list.length === 0 ? (
            <p data-testid="no-mailing-lists">{INTERFACE_STRINGS.noMailingLists}</p>
          ) : (
            <table className="products" data-testid="mailing-list-table">
              <thead>
                <tr>
                  <th scope="col">List</th>
                  <th scope="col">Subscribers</th>
                </tr>
              </thead>
              <tbody>
                {list.map((mailingList) => (
                  <tr key={mailingList.mailingListId} data-testid="mailing-list-row">
                    <th scope="row">{mailingList.name}</th>
                    <td>{mailingList.subscribers}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryState>
      <form onSubmit={submit} noValidate aria-busy={create.isPending} className="form" data-testid="mailing-list-form">
        <FormError message={formErrorOf(create.error, ['name'])} />
        <TextField path="name" label="New mailing list name" value={name} onChange={setName} error={errors.name} />
        <button type="submit" disabled={create.isPending}>
          Create mailing list
        </button>
      </form>
    </section>
  );
}

/** An answer as one cell: list parts joined, a Likert map as "statement: answer". */
const answerCell = (stored: FormSubmission['values'][number] | undefined): string =>
  !stored ? '' : stored.value || (stored.values.length > 0 ? stored.values.filter(Boolean).join(', ') : Object.entries(stored.answers).map(([statement, answer]) => `${statement}: ${answer}`).join('; '));

/** A form's submissions, newest first (the API's latest 500), one column per field, and the CSV export. */
export function FormSubmissionsPage() {
  const api = useApi();
  const { formId = '' } = useParams();
  const { site, servedHere, basePath } = useCurrentSite();
  const form = useQuery({ ...consoleQueries.form(api, site.websiteId, formId), enabled: servedHere });
  const submissions = useQuery({ ...consoleQueries.formSubmissions(api, site.websiteId, formId), enabled: servedHere });
  if (!servedHere) return <ServedElsewhere what="Forms are managed" />;
  return (
    <>
      <p>
        <Link to={`${basePath}/forms`}>All forms</Link>
      </p>
      <QueryState query={form}>
        {(detail) => (
          <>
            <div className="page-heading">
              <h1>{detail.definition.name}</h1>
              <Link className="button" to={`${basePath}/forms/${encodeURIComponent(formId)}/edit`}>
                Edit form
              </Link>
              <a className="button" href={formSubmissionsCsvPath(formId)} download data-testid="submissions-csv">
                Export CSV
              </a>
            </div>
            <QueryState query={submissions}>
              {(list) =>
                list.length === 0 ? (
                  <p>No submissions yet.</p>
                ) : (
                  <table className="products" data-testid="submission-table">
                    <thead>
                      <tr>
                        <th scope="col">Submitted</th>
                        <th scope="col">Page</th>
                        {detail.definition.fields.map((field) => (
                          <th scope="col" key={field.id}>
                            {field.title}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {list.map((submission) => (
                        <tr key={submission.submissionId} data-testid="submission-row">
                          <th scope="row">{new Date(submission.submittedAt).toLocaleString()}</th>
                          <td>{submission.pagePath}</td>
                          {detail.definition.fields.map((field) => (
                            <td key={field.id}>{answerCell(submission.values.find((value) => value.fieldId === field.id))}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )
              }
            </QueryState>
          </>
        )}
      </QueryState>
    </>
  );
}
