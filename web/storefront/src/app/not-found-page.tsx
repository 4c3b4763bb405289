import { PageType } from '@mercato/spec';
import { Link } from 'react-router';
import { PageView } from '../analytics/react';

export const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundPage() {
  return (
    <section className="not-found" data-testid="not-found">
      <title>{NOT_FOUND_TITLE}</title>
      <PageView pageType={PageType.NOT_FOUND} />
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
