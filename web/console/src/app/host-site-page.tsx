import type { ReactNode } from 'react';
import { consoleUrlOf } from '../model/sites';
import { usePageLocation } from './api-context';
import { Saved } from './form-fields';
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

/** A settings form's submit button ("Saving…" while pending) and what the last save did. */
export function SaveButton({ label, pending, done }: { label: string; pending: boolean; done: string | undefined }) {
  return (
    <>
      <button type="submit" disabled={pending}>
        {pending ? 'Saving…' : label}
      </button>
      <Saved message={pending ? undefined : done} />
    </>
  );
}

/** Whether the contributor's roles may change this site's settings (else the forms are read-only). */
export function useCanEditSiteSettings(): boolean {
  return useCurrentSite().site.access.siteSettings === 'edit';
}
