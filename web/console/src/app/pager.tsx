import { useState } from 'react';

/** Opaque-cursor paging: the cursors of the pages before this one, so "Previous page" can go back. */
export function useCursorPages() {
  const [cursors, setCursors] = useState<readonly string[]>([]);
  return {
    cursor: cursors.at(-1),
    back: cursors.length > 0 ? () => setCursors(cursors.slice(0, -1)) : undefined,
    forward: (next: string) => setCursors([...cursors, next]),
  };
}

/** Previous and next buttons of a list read page by page. */
export function Pager({ pages, page }: { pages: ReturnType<typeof useCursorPages>; page: { hasNextPage: boolean; nextPageCursor: string | null } }) {
  const next = page.hasNextPage ? page.nextPageCursor : null;
  return (
    <>
      {pages.back ? (
        <button type="button" onClick={pages.back}>
          Previous page
        </button>
      ) : null}
      {next ? (
        <button type="button" onClick={() => pages.forward(next)}>
          Next page
        </button>
      ) : null}
    </>
  );
}
