import { options, type VNode } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

/*
 * The browser bundle runs on preact/compat (web/storefront/build.ts) and hydrates the HTML React 19
 * rendered on the server. Two things React does that Preact does not, made good here.
 */

/**
 * React 19 hoists a page's <title> into <head> (render.tsx lifts it there), so the body has none;
 * Preact would render it in place, a second title in the body. In the browser it sets the document's
 * title instead and renders nothing.
 */
function DocumentTitle({ children }: { children?: unknown }) {
  const title = Array.isArray(children) ? children.join('') : String(children ?? '');
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** Preact's hook when hydration finds no server element for a vnode (`options._hydrationMismatch`, mangled as `__m`; preact/debug uses it). */
type HydrationHooks = typeof options & { __m?(vnode: VNode, serverNodes: ReadonlyArray<Node | null> | null): void };

/**
 * React reports a hydration mismatch as an error; Preact quietly builds the element anew. Reported
 * the same way, so a page whose browser render differs from the server's shows in the console (the
 * end-to-end tests fail on console errors).
 */
function reportHydrationMismatch(vnode: VNode, serverNodes: ReadonlyArray<Node | null> | null): void {
  const expected = typeof vnode.type === 'string' ? `<${vnode.type}>` : 'a text node';
  const found = (serverNodes ?? []).filter((node) => node !== null).map((node) => node.nodeName.toLowerCase());
  console.error(`Hydration mismatch: the browser rendered ${expected} where the server's HTML has ${found.length ? found.join(', ') : 'nothing'}`);
}

export function installReactCompatibility(): void {
  const hooks = options as HydrationHooks;
  const previousVNodeHook = hooks.vnode;
  hooks.vnode = (vnode) => {
    if (vnode.type === 'title') (vnode as VNode<{ children?: unknown }>).type = DocumentTitle;
    previousVNodeHook?.(vnode);
  };
  const previousMismatchHook = hooks.__m;
  hooks.__m = (vnode, serverNodes) => {
    reportHydrationMismatch(vnode, serverNodes);
    previousMismatchHook?.(vnode, serverNodes);
  };
}
