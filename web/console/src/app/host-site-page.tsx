import type { ReactNode } from 'react';
import { consoleUrlOf } from '../model/sites';
import { usePageLocation } from './api-context';
import { useCurrentSite } from './site-context';

/**
 * A settings page of the site this address serves (the API finds the site by host): elsewhere it says
 * where the site's own console is instead of showing another site's settings.
 */
export function HostSitePage({ title, what, children }: { title: string; what: string; children: () => ReactNode }) {
  const page = usePageLocation();
  const { site, servedHere } = useCurrentSite();
  const url = servedHere ? undefined : consoleUrlOf(site, page);
  return (
    <>
      <h1>{title}</h1>
      {servedHere ? (
        children()
      ) : (
        <p>
          {`${what} are changed from `}
          {url ? <a href={url}>this site's own console</a> : "this site's own console"}.
        </p>
      )}
    </>
  );
}

/** The note a role that may read but not change a site's settings sees above the form. */
export function ReadOnlyNote({ what }: { what: string }) {
  return (
    <p className="note" data-testid="read-only-note">
      {`Your role on this site may view ${what} but not change them.`}
    </p>
  );
}
