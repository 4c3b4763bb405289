import { consoleUrlOf } from '../model/sites';
import { usePageLocation } from './api-context';
import { useCurrentSite } from './site-context';

/** The API answers for the site this address serves: another site's page says where its own console is. */
export function ServedElsewhere({ what }: { what: string }) {
  const page = usePageLocation();
  const { site } = useCurrentSite();
  const url = consoleUrlOf(site, page);
  return (
    <p>
      {what} from {url ? <a href={url}>this site's own console</a> : "this site's own console"}.
    </p>
  );
}
