import { type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { type StorefrontApi } from '../api/client';
import { createStorefrontQueryClient } from '../api/queries';
import { matchStorefrontRoute, preloadRoutePage } from '../app/routes';
import { StorefrontApp } from '../app/storefront-app';

/** Specs fill the cache themselves; any fetch would mean a page asked for data it was not given. */
export const unreachableApi: StorefrontApi = {
  getSite: () => Promise.reject(new Error('unexpected site fetch')),
  getCollection: () => Promise.reject(new Error('unexpected collection fetch')),
  getProduct: () => Promise.reject(new Error('unexpected product fetch')),
  getForm: () => Promise.reject(new Error('unexpected form fetch')),
  getPageForms: () => Promise.reject(new Error('unexpected page forms fetch')),
  getGallery: () => Promise.reject(new Error('unexpected gallery fetch')),
  getSiteAccess: () => Promise.reject(new Error('unexpected site access read')),
  getContributorSession: () => Promise.reject(new Error('unexpected session fetch')),
  signUpForRestock: () => Promise.reject(new Error('unexpected restock sign-up')),
  getCaptchaWidget: () => Promise.reject(new Error('unexpected captcha widget read')),
};

/** Loads a lazy page's chunk, as the server does before it renders (call it in `beforeAll`). */
export const preloadPageAt = (url: string): Promise<void> => preloadRoutePage(matchStorefrontRoute(url));

/** Server-renders `url` with a cache the caller fills via `setQueryData`; a lazy page must be preloaded. */
export function renderRoute(url: string, fillCache: (queryClient: QueryClient, api: StorefrontApi) => void): string {
  const queryClient = createStorefrontQueryClient();
  fillCache(queryClient, unreachableApi);
  try {
    return renderToString(
      <StaticRouter location={url}>
        <StorefrontApp api={unreachableApi} queryClient={queryClient} />
      </StaticRouter>,
    );
  } finally {
    queryClient.clear();
  }
}

/** Opening tag of the element carrying `data-testid`, or undefined. */
export function tagOf(html: string, testId: string): string | undefined {
  return new RegExp(`<[a-z][a-z0-9]*[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0];
}

/** Visible text of the first element carrying `data-testid` (tags stripped, entities decoded). */
export function textOf(html: string, testId: string): string | undefined {
  const match = new RegExp(`<([a-z][a-z0-9]*)[^>]*data-testid="${testId}"[^>]*>(.*?)</\\1>`, 's').exec(html);
  return match ? visibleText(match[2] ?? '') : undefined;
}

export function countOf(html: string, testId: string): number {
  return html.split(`data-testid="${testId}"`).length - 1;
}

function visibleText(markup: string): string {
  return markup
    .replace(/<!--.*?-->/gs, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
