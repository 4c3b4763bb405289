import { INSTALMENT_LOCALES_BY_COUNTRY, instalmentProviderFor } from '@mercato/spec';

/**
 * The instalment information pages (spec §7 "instalment modal page"), served from here instead of
 * the provider's site: a shopper's page load makes no third-party call. One page per eligible locale.
 */
const TEXTS = {
  en: {
    title: 'Pay in instalments',
    lines: ['Split your order into equal payments, with no interest.', 'Choose instalments at checkout.', 'Payments are taken every two weeks.'],
  },
  fr: {
    title: 'Payez en plusieurs fois',
    lines: ['Répartissez votre commande en paiements égaux, sans intérêts.', 'Choisissez le paiement en plusieurs fois au moment de payer.', 'Les paiements sont prélevés toutes les deux semaines.'],
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page for `locale` ("en_US"), or undefined when no provider serves it. */
export function instalmentInfoPage(locale: string): string | undefined {
  const [language, country] = locale.split('_') as [string, string | undefined];
  const provider = instalmentProviderFor(locale);
  if (!provider || !country || !INSTALMENT_LOCALES_BY_COUNTRY[country]?.includes(language)) return undefined;
  const text = TEXTS[language as keyof typeof TEXTS];
  return [
    `<!doctype html><html lang="${language}-${country}"><head><meta charset="utf-8"><title>${escapeHtml(text.title)}</title></head>`,
    `<body data-locale="${locale}" data-provider="${provider}"><h1>${escapeHtml(text.title)}</h1>`,
    ...text.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('');
}
