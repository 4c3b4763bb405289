import { Link } from 'react-router';

export const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundPage() {
  return (
    <section className="not-found" data-testid="not-found">
      <title>{NOT_FOUND_TITLE}</title>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
