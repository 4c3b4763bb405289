import { PageType } from '@mercato/spec';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageView } from '../analytics/react';
import { useStorefrontApi } from '../api/api-context';
import { storefrontQueries } from '../api/queries';
import { type SiteView } from '../api/types';
import { FormBlock } from '../forms/form-block';
import { QueryOutcome } from './query-outcome';

/** A page holding one form block or newsletter block: /form/{formId}. */
export function FormPage({ site }: { site: SiteView }) {
  const { formId = '' } = useParams();
  const query = useQuery(storefrontQueries.form(useStorefrontApi(), formId));
  return (
    <QueryOutcome query={query}>
      {(form) => (
        <section className="form-page" data-testid="form-page">
          <title>{`${form.name} — ${site.title}`}</title>
          <PageView pageType={PageType.PAGE} />
          <h1>{form.name}</h1>
          <FormBlock form={form} />
        </section>
      )}
    </QueryOutcome>
  );
}
