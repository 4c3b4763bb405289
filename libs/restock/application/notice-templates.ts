import { compileJsonTemplate } from '@mercato/mail';
import { RestockError } from '@mercato/restock/domain';
import type { NoticeTemplate } from '@mercato/restock/views';

export type { NoticeTemplate } from '@mercato/restock/views';

/** What a notice template renders against. */
export interface NoticeTemplateData {
  readonly product: { readonly title: string };
  readonly variant: { readonly label: string };
  readonly productUrl: string;
  readonly unsubscribeUrl: string;
}

export const NOTICE_TEMPLATE_PARTS: readonly (keyof NoticeTemplate)[] = ['subject', 'text', 'html'];

/** Used when neither the sign-up's language nor its primary subtag has a template. */
export const FALLBACK_NOTICE_LANGUAGE = 'en';

const productName = '{product.title}{.if variant.label} ({variant.label}){.end}';
const productNameHtml = '{product.title|html}{.if variant.label} ({variant.label|html}){.end}';

function defaultTemplate(words: { subject: string; backInStock: string; buy: string; unsubscribeNote: string; unsubscribe: string }): NoticeTemplate {
  return {
    subject: `${words.subject}: ${productName}`,
    text: `${productName} ${words.backInStock}\n\n${words.buy}: {productUrl}\n\n${words.unsubscribeNote} ${words.unsubscribe}: {unsubscribeUrl}\n`,
    html:
      `<p>${productNameHtml} ${words.backInStock}</p>` +
      `<p><a href="{productUrl|htmlattr}">${words.buy}</a></p>` +
      `<p style="font-size:small">${words.unsubscribeNote} <a href="{unsubscribeUrl|htmlattr}">${words.unsubscribe}</a></p>`,
  };
}

/** The templates a site starts with, by language tag. */
export const DEFAULT_NOTICE_TEMPLATES: Readonly<Record<string, NoticeTemplate>> = {
  en: defaultTemplate({ subject: 'Back in stock', backInStock: 'is back in stock.', buy: 'Buy it here', unsubscribeNote: 'You asked to be told once.', unsubscribe: 'Unsubscribe' }),
  fr: defaultTemplate({ subject: 'De retour en stock', backInStock: 'est de retour en stock.', buy: "L'acheter ici", unsubscribeNote: 'Vous avez demandé à être prévenu une fois.', unsubscribe: 'Se désabonner' }),
  de: defaultTemplate({ subject: 'Wieder auf Lager', backInStock: 'ist wieder auf Lager.', buy: 'Hier kaufen', unsubscribeNote: 'Sie wollten einmal benachrichtigt werden.', unsubscribe: 'Abmelden' }),
  es: defaultTemplate({ subject: 'De nuevo en stock', backInStock: 'vuelve a estar en stock.', buy: 'Cómpralo aquí', unsubscribeNote: 'Pediste que te avisáramos una vez.', unsubscribe: 'Darse de baja' }),
};

/** A language tag owners may keep templates under: BCP-47-like, letters, digits and hyphens. */
export const NOTICE_LANGUAGE_PATTERN = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/;

/**
 * The template language for a sign-up's language among those a site has: the tag itself, then
 * its primary subtag (fr-CA -> fr), then English. Tags compare case-insensitively.
 */
export function noticeLanguageFor(language: string, available: readonly string[]): string {
  const byLowerCase = new Map(available.map((tag) => [tag.toLowerCase(), tag]));
  const wanted = language.trim().toLowerCase();
  return byLowerCase.get(wanted) ?? byLowerCase.get(wanted.split('-')[0] ?? '') ?? FALLBACK_NOTICE_LANGUAGE;
}

/** Refuses a template set with the engine's first compile error, naming the part it is in. */
export function assertNoticeTemplateCompiles(template: NoticeTemplate): void {
  for (const part of NOTICE_TEMPLATE_PARTS) {
    const [error] = compileJsonTemplate(template[part]);
    if (error !== undefined) throw new RestockError('invalid', `The ${part} template does not compile: ${error}`, part);
  }
}
