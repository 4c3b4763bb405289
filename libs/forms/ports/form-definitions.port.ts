import { callPeerService } from '@mercato/http';
import type { AdditionalFieldsFormView } from '@mercato/views';

/**
 * The forms context's published read for a context that shows one of a site's forms inside its own
 * page (the catalog's product page and its additional-fields form, spec §3): the forms defined for
 * the site, by id, as a visitor fills them in. Answered from the definitions' owner view, written in
 * each definition's transaction, so a form saved a moment ago is known.
 */
export interface FormDefinitions {
  /** The site's forms among `formIds`, by id; an id that names no form of the site is left out. */
  formsOf(websiteId: string, formIds: readonly string[]): Promise<Readonly<Record<string, AdditionalFieldsFormView>>>;
}

export const FORM_DEFINITIONS = Symbol('FORM_DEFINITIONS');

/** Where services/forms serves FORM_DEFINITIONS to other processes (not under /api: never proxied). */
export const FORM_DEFINITIONS_INTERNAL_PATH = 'internal/form-definitions';

/** At most this many form ids per question (a collection page's products name far fewer). */
export const FORM_DEFINITIONS_MAX_IDS = 200;

/** What the internal endpoint answers. */
export interface FormDefinitionsAnswer {
  readonly forms: Readonly<Record<string, AdditionalFieldsFormView>>;
}

/**
 * FORM_DEFINITIONS for a process without the forms database (services/catalog): the forms
 * service's internal endpoint (FormDefinitionsInternalModule). A read: retrying it is always safe.
 */
export class HttpFormDefinitions implements FormDefinitions {
  constructor(
    private readonly formsServiceUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async formsOf(websiteId: string, formIds: readonly string[]): Promise<Readonly<Record<string, AdditionalFieldsFormView>>> {
    if (formIds.length === 0) return {};
    const url = `${this.formsServiceUrl}/${FORM_DEFINITIONS_INTERNAL_PATH}/${encodeURIComponent(websiteId)}/forms`;
    const response = await callPeerService('forms', this.fetchImpl, url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ formIds }) });
    return ((await response.json()) as FormDefinitionsAnswer).forms;
  }
}
