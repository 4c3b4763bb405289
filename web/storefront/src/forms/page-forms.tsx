import { FormContentSource } from '@mercato/spec';
import { useQuery } from '@tanstack/react-query';
import { useStorefrontApi } from '../api/api-context';
import { storefrontQueries } from '../api/queries';
import { FormBlock } from './form-block';

/**
 * The form blocks a content page (a store collection) holds, by name; each submission names the
 * page (`pageId`, content source collection). Nothing while they load or when the page has none:
 * the page's own content does not wait on its forms.
 */
export function PageForms({ pageId }: { pageId: string }) {
  const query = useQuery(storefrontQueries.pageForms(useStorefrontApi(), pageId));
  const forms = query.data?.forms ?? [];
  if (forms.length === 0) return null;
  return (
    <section className="page-forms" data-testid="page-forms">
      {forms.map((form) => (
        <FormBlock key={form.formId} form={form} onPage={{ pageId, contentSource: FormContentSource.COLLECTION }} />
      ))}
    </section>
  );
}
