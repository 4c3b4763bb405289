import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { productPageSiteContext } from '@mercato/catalog/application';
import { FORM_DEFINITIONS, type FormDefinitions } from '@mercato/forms/ports';
import { SITE_DIRECTORY, type SiteDirectory } from '@mercato/sites/ports';
import type { AdditionalFieldsFormView, CollectionPageView, ProductPageView, ProductView, StorefrontProductView } from '@mercato/views';
import { CatalogQueries } from './catalog.queries';

/**
 * The storefront's page reads, published for the storefront API and for the embedded gateway's
 * server render (which calls them in process): one answer, whichever asks. Null: no such page.
 */
@Injectable()
export class StorefrontPages {
  private readonly logger = new Logger(StorefrontPages.name);

  constructor(
    @Inject(CatalogQueries) private readonly queries: CatalogQueries,
    @Inject(SITE_DIRECTORY) private readonly sites: SiteDirectory,
    /** The forms context's definitions (spec §3 additionalFieldsForm); absent where no forms context is reachable. */
    @Optional() @Inject(FORM_DEFINITIONS) private readonly forms: FormDefinitions | null,
  ) {}

  async collectionPage(websiteId: string, urlId: string): Promise<CollectionPageView | null> {
    const collection = await this.queries.collectionByUrlId(websiteId, urlId);
    return collection ? { collection, products: await this.withForms(websiteId, await this.queries.productsOf(websiteId, collection.id)) } : null;
  }

  /** Spec §3 "Product page context". */
  async productPage(websiteId: string, collectionUrlId: string, itemUrlId: string): Promise<ProductPageView | null> {
    const collection = await this.queries.collectionByUrlId(websiteId, collectionUrlId);
    const product = collection ? await this.queries.productByUrlIds(websiteId, collectionUrlId, itemUrlId) : null;
    const facts = product ? await this.sites.siteFacts(websiteId) : null;
    if (!collection || !product || !facts) return null;
    const [withForm] = await this.withForms(websiteId, [product]);
    return { product: withForm!, collection: { id: collection.id, title: collection.title, urlId: collection.urlId, type: collection.type }, ...productPageSiteContext(facts) };
  }

  /**
   * Each product with the additional-fields form it names, one question for the whole page. The
   * forms context not answering leaves the forms out rather than the page: the add then tells the
   * shopper the form could not be opened.
   */
  private async withForms(websiteId: string, products: readonly ProductView[]): Promise<StorefrontProductView[]> {
    const formIds = [...new Set(products.map((product) => product.additionalFieldsFormId).filter((formId) => formId !== ''))];
    let forms: Readonly<Record<string, AdditionalFieldsFormView>> = {};
    if (formIds.length > 0 && this.forms) {
      try {
        forms = await this.forms.formsOf(websiteId, formIds);
      } catch (error) {
        this.logger.warn(`additional-fields forms of ${websiteId} not read: ${String(error)}`);
      }
    }
    // Own keys only: a form id such as "constructor" must not find the object's prototype.
    return products.map((product) => ({ ...product, additionalFieldsForm: Object.hasOwn(forms, product.additionalFieldsFormId) ? forms[product.additionalFieldsFormId]! : null }));
  }
}
