import { Inject, Injectable, Optional } from '@nestjs/common';
import { CONTRIBUTOR_SESSIONS, type ContributorSessions, SITE_RESOLVER, type SiteResolver } from '@mercato/http';
import { StorefrontPages } from '@mercato/catalog/projections';
import { FormReader } from '@mercato/forms/application';
import { FormsError } from '@mercato/forms/domain';
import { DomainError } from '@mercato/domain';
import { Galleries } from '@mercato/media/application';
import { StorefrontSiteReader } from '@mercato/sites/application';
import { PAGE_GATE, pageGateMessage, type PageGate } from '@mercato/site-users/ports';
import { SITE_LOCK_PAGE_ID } from '@mercato/spec';
import { StorefrontApiError } from '@mercato/storefront/api/client';
import { type CollectionPageData, type ContributorSessionView, type FormBlockData, type GalleryBlockData, type PageFormsData, type ProductPageData, type SiteAccess, type SiteView } from '@mercato/storefront/api/types';
import { type StorefrontReads } from '@mercato/storefront/server/storefront-reads';

/**
 * Embedded mode: the server render reads through the contexts' query services in this process, the
 * ones behind `/api/storefront/*`, instead of over HTTP to this gateway's own API. The casts are the
 * trust the browser's client places in the same answers as JSON (the view types are kept by hand).
 */
@Injectable()
export class InProcessStorefrontReads implements StorefrontReads {
  constructor(
    @Inject(SITE_RESOLVER) private readonly hosts: SiteResolver,
    @Inject(StorefrontSiteReader) private readonly sites: StorefrontSiteReader,
    @Inject(StorefrontPages) private readonly pages: StorefrontPages,
    @Inject(CONTRIBUTOR_SESSIONS) private readonly sessions: ContributorSessions,
    @Inject(FormReader) private readonly forms: FormReader,
    @Inject(Galleries) private readonly galleries: Galleries,
    /** Lock screens and member areas: the same gate as the catalog's API (absent without the site-users context). */
    @Optional() @Inject(PAGE_GATE) private readonly gate: PageGate | null,
  ) {}

  async site(host: string): Promise<SiteView | null> {
    const site = await this.hosts.resolveHost(host);
    return site ? ((await this.sites.siteOf(site.websiteId)) as SiteView | null) : null;
  }

  /** An unknown host's page is a 404 by its site read; here it is only not locked. */
  async siteAccess(host: string, gateCookies?: string): Promise<SiteAccess> {
    const site = await this.hosts.resolveHost(host);
    return { protectedContent: site ? await this.admit(site.websiteId, SITE_LOCK_PAGE_ID, gateCookies) : false };
  }

  async collectionPage(host: string, collectionUrlId: string, gateCookies?: string): Promise<CollectionPageData | null> {
    const site = await this.hosts.resolveHost(host);
    const page = site ? ((await this.pages.collectionPage(site.websiteId, collectionUrlId)) as CollectionPageData | null) : null;
    if (!site || !page) return null;
    const protectedContent = await this.admit(site.websiteId, page.collection.id, gateCookies);
    return protectedContent ? { ...page, protectedContent } : page;
  }

  async productPage(host: string, collectionUrlId: string, itemUrlId: string, gateCookies?: string): Promise<ProductPageData | null> {
    const site = await this.hosts.resolveHost(host);
    const page = site ? ((await this.pages.productPage(site.websiteId, collectionUrlId, itemUrlId)) as ProductPageData | null) : null;
    if (!site || !page) return null;
    const protectedContent = await this.admit(site.websiteId, page.collection.id, gateCookies);
    return protectedContent ? { ...page, protectedContent } : page;
  }

  /** As the catalog's API: a closed page rejects with its 403 (the render shows the lock screen or access-denied page). */
  private async admit(websiteId: string, pageId: string, gateCookies: string | undefined): Promise<boolean> {
    const answer = await this.gate?.check(websiteId, pageId, gateCookies);
    if (answer && !answer.open) throw new StorefrontApiError(403, pageGateMessage(answer.gate), answer.gate);
    return answer?.protectedContent ?? false;
  }

  async form(host: string, formId: string): Promise<FormBlockData | null> {
    const site = await this.hosts.resolveHost(host);
    if (!site) return null;
    try {
      return await this.forms.formBlock(site.websiteId, formId);
    } catch (error) {
      if (error instanceof FormsError && error.code === 'not_found') return null;
      throw error;
    }
  }

  async pageForms(host: string, pageId: string): Promise<PageFormsData> {
    const site = await this.hosts.resolveHost(host);
    return { forms: site ? await this.forms.pageBlocks(site.websiteId, pageId) : [] };
  }

  async gallery(host: string, galleryId: string): Promise<GalleryBlockData | null> {
    const site = await this.hosts.resolveHost(host);
    if (!site) return null;
    try {
      return await this.galleries.block(site.websiteId, galleryId);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'not_found') return null;
      throw error;
    }
  }

  async contributorSession(ownerSessionCookie: string): Promise<ContributorSessionView | null> {
    const contributor = await this.sessions.contributorOf({ headers: { cookie: ownerSessionCookie } });
    return contributor ? { contributor } : null;
  }
}
