import { MODAL_LIGHTBOX, modalLightboxTopPx } from '@mercato/spec';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { containedFocusIndex, FOCUSABLE_SELECTOR, focusableIn } from './focus-containment';

export interface LightboxProps {
  title: string;
  onClose(): void;
  /** `alertdialog` for a message the visitor must acknowledge. */
  role?: 'dialog' | 'alertdialog';
  testId?: string;
  /** Extra classes of the dialog, e.g. a gallery's theme. */
  className?: string;
  /** The title is for screen readers only (an image viewer shows the picture, not a heading). */
  titleHidden?: boolean;
  children: ReactNode;
}

/** The open lightboxes, innermost last. */
const openLightboxes: HTMLElement[] = [];

/**
 * Spec §2 point 10 and §4 "Modal lightbox", rendered while open: focus moves in and stays in (Tab
 * wraps), Esc closes, closing gives focus and the page's scroll position back. Spec §9 placement: 50 px
 * from the top when taller than the window, otherwise centred, re-placed 100 ms after a resize.
 */
export function Lightbox({ title, onClose, role = 'dialog', testId = 'lightbox', className, titleHidden = false, children }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const titleId = useId();
  const topPx = useLightboxTop(dialogRef);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const scrollY = window.scrollY;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (dialog.querySelector<HTMLElement>(FOCUSABLE_SELECTOR) ?? dialog).focus();

    openLightboxes.push(dialog);
    const onKeyDown = (event: KeyboardEvent) => {
      // A lightbox opened from another (an alert over quick view) takes the keys until it closes.
      if (openLightboxes.at(-1) !== dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === 'Tab') {
        const focusable = focusableIn({ container: dialog }, document);
        const next = containedFocusIndex(focusable.indexOf(document.activeElement as HTMLElement), focusable.length, event.shiftKey);
        event.preventDefault();
        focusable[next]?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      openLightboxes.splice(openLightboxes.indexOf(dialog), 1);
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      window.scrollTo(window.scrollX, scrollY);
      opener?.focus({ preventScroll: true });
    };
  }, []);

  // On the body, not inside the opener: a lightbox's form must not sit in the product's form, nor the
  // dialog in a list item. Lightboxes open on a click, so only in the browser.
  return createPortal(
    <div className={`lightbox-overlay${className ? ` ${className}-overlay` : ''}`} data-testid={`${testId}-overlay`}>
      <div
        ref={dialogRef}
        className={className ? `lightbox ${className}` : 'lightbox'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={topPx === undefined ? undefined : { top: `${topPx}px` }}
        data-testid={testId}
      >
        <h2 id={titleId} className={titleHidden ? 'visually-hidden' : 'lightbox-title'}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** The dialog's top offset per spec §9, measured after layout, when its content changes size, and after the window settles from a resize. */
function useLightboxTop(dialogRef: React.RefObject<HTMLDivElement | null>): number | undefined {
  const [topPx, setTopPx] = useState<number>();
  useLayoutEffect(() => {
    const place = () => {
      const dialog = dialogRef.current;
      if (dialog) setTopPx(modalLightboxTopPx(dialog.offsetHeight, window.innerHeight));
    };
    place();
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(place, MODAL_LIGHTBOX.resizeTimeoutMs);
    };
    window.addEventListener('resize', onResize);
    // Content that grows after opening (an image loading) is placed again at once.
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place);
    if (dialogRef.current) resized?.observe(dialogRef.current);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
      resized?.disconnect();
    };
  }, [dialogRef]);
  return topPx;
}
