import type { Logger } from '@mercato/observability';
import { BlockType } from '@mercato/spec';
import { MAIN_NAVIGATION } from '@mercato/sites/domain';
import { DEMO_SITES } from '@mercato/sites/seed';
import { siteApi, type DemoApi } from './demo-seed';

/** A contact form with most field types and the captcha on, as an owner would build one. */
const CONTACT_FORM = {
  blockType: BlockType.FORM,
  name: 'Contact us',
  submissionMessage: 'Thank you! We will get back to you within two days.',
  disclaimer: 'We use your details only to answer you.',
  captchaEnabled: true,
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
    { id: 'topic', type: 'select', title: 'Topic', options: ['An order', 'A product', 'Something else'], required: true },
    { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 500 },
    { id: 'phone', type: 'phone', title: 'Phone' },
    { id: 'contact', type: 'radio', title: 'Reply by', options: ['Email', 'Phone'] },
    { id: 'interests', type: 'checkbox', title: 'Tell me about', options: ['New products', 'Sales'] },
    { id: 'visit', type: 'likert', title: 'Your last visit', options: ['Easy to find things', 'Fast checkout'] },
    { id: 'source', type: 'hidden', title: 'source', key: 'utm_source', value: 'site' },
  ],
};

/**
 * The forms half of the demo seed, on the first demo site: a mailing list, a contact form and a
 * newsletter form, each linked from the main navigation so a visitor finds them. Left as it is
 * when the site has forms already.
 */
export async function seedDemoForms(api: DemoApi, logger: Logger): Promise<void> {
  const site = DEMO_SITES[0]!;
  let cookie = '';
  const { expectOk, login } = siteApi(api, site, () => cookie);
  cookie = await login();
  if (((await expectOk('GET', '/api/rest/forms')).body as unknown as unknown[]).length > 0) return;
  const list = (await expectOk('POST', '/api/rest/forms/newsletter/mailing-lists', { name: 'Newsletter' })).body as { mailingListId: string };
  const contact = (await expectOk('POST', '/api/rest/forms', CONTACT_FORM)).body as { formId: string };
  const newsletter = (
    await expectOk('POST', '/api/rest/forms', {
      blockType: BlockType.NEWSLETTER,
      name: 'Newsletter',
      mailingListId: list.mailingListId,
      submissionMessage: 'You are on the list!',
      fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
    })
  ).body as { formId: string };
  const layout = (await expectOk('GET', '/api/commondata/GetSiteLayout')).body as { templateId: string; navigations: Array<{ fieldName: string; links: unknown[] }> };
  const links = layout.navigations.find((navigation) => navigation.fieldName === MAIN_NAVIGATION)?.links ?? [];
  const items = [...links, { externalLink: `/form/${contact.formId}`, title: 'Contact' }, { externalLink: `/form/${newsletter.formId}`, title: 'Newsletter' }];
  await expectOk('POST', '/api/widget/UpdateNavigation', { fieldName: MAIN_NAVIGATION, templateId: layout.templateId, navigation: { items } });
  logger.info({ websiteId: site.websiteId }, 'seeded the demo forms');
}
