import { DEFAULT_NOTICE_TEMPLATES, assertNoticeTemplateCompiles, noticeLanguageFor, type NoticeTemplate } from '@mercato/restock/application';
import { RestockError } from '@mercato/restock/domain';
import { restockNoticeMail } from './notice-mail';

const content = {
  to: 'ann@example.com',
  productTitle: 'Scarf <b>&',
  variantLabel: 'Red',
  productUrl: 'http://shop.localhost/shop/p/scarf?a=1&b=2',
  unsubscribeUrl: 'http://shop.localhost/unsubscribe?token=t1',
};

describe('the back-in-stock mail from its JSON-T templates', () => {
  it('renders the sign-up language, names product and variant, escapes them in HTML and carries the one-click headers', () => {
    const mail = restockNoticeMail(DEFAULT_NOTICE_TEMPLATES.fr as NoticeTemplate, 'fr', content);
    expect(mail.subject).toBe('De retour en stock: Scarf <b>& (Red)');
    expect(mail.text).toContain("L'acheter ici: http://shop.localhost/shop/p/scarf?a=1&b=2");
    expect(mail.html).toContain('<p>Scarf &lt;b&gt;&amp; (Red) est de retour en stock.</p>');
    expect(mail.html).toContain('<a href="http://shop.localhost/shop/p/scarf?a=1&amp;b=2">');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<http://shop.localhost/unsubscribe?token=t1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('leaves out the variant when it has no label, and keeps the subject on one line', () => {
    const template = { ...(DEFAULT_NOTICE_TEMPLATES.en as NoticeTemplate), subject: 'Back:\n{product.title}{.if variant.label} ({variant.label}){.end}\n' };
    expect(restockNoticeMail(template, 'en', { ...content, productTitle: 'Scarf', variantLabel: '' }).subject).toBe('Back: Scarf');
  });
});

describe('the template language for a sign-up', () => {
  const available = ['en', 'fr', 'de', 'es', 'fr-ca'];
  it.each([
    ['fr-CA', 'fr-ca'],
    ['fr-BE', 'fr'],
    ['DE', 'de'],
    ['pt-BR', 'en'],
    ['', 'en'],
  ])('%s renders in %s', (language, expected) => expect(noticeLanguageFor(language, available)).toBe(expected));
});

describe("an owner's template", () => {
  it("is refused with the engine's error, naming the part", () => {
    const broken = { ...(DEFAULT_NOTICE_TEMPLATES.en as NoticeTemplate), html: '{.section product}<p>{title}</p>' };
    expect(() => assertNoticeTemplateCompiles(broken)).toThrow(new RestockError('invalid', 'The html template does not compile: SyntaxError: Reached EOF in the middle of SECTION', 'html'));
  });

  it('is accepted when every part compiles', () => {
    expect(() => assertNoticeTemplateCompiles({ subject: '{product.title}', text: '{productUrl}', html: '<a href="{productUrl|htmlattr}">go</a>' })).not.toThrow();
  });
});
