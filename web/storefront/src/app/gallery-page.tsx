import { galleryRerenderKey, PageType } from '@mercato/spec';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageView } from '../analytics/react';
import { useStorefrontApi } from '../api/api-context';
import { storefrontQueries } from '../api/queries';
import { type SiteView } from '../api/types';
import { GalleryBlock } from '../gallery/gallery-block';
import { QueryOutcome } from './query-outcome';

/** A page holding one gallery block: /gallery/{galleryId}. */
export function GalleryPage({ site }: { site: SiteView }) {
  const { galleryId = '' } = useParams();
  const query = useQuery(storefrontQueries.gallery(useStorefrontApi(), galleryId));
  return (
    <QueryOutcome query={query}>
      {(gallery) => (
        <section className="gallery-page" data-testid="gallery-page">
          <title>{`${gallery.title} — ${site.title}`}</title>
          <PageView pageType={PageType.PAGE} />
          <h1>{gallery.title}</h1>
          <GalleryBlock key={`${gallery.galleryId}?${galleryRerenderKey(gallery.options)}`} gallery={gallery} />
        </section>
      )}
    </QueryOutcome>
  );
}
