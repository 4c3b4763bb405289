import { INSTALMENT_MESSAGES } from '@mercato/spec';
import { useEffect, useState } from 'react';
import { Lightbox } from '../components/lightbox';
import { fetchInstalmentInfoPage } from './instalment-api';

const TEST_ID = 'instalment-dialog';

/**
 * Spec §2 point 5: the instalment information dialog, closed by its button, Esc (the lightbox) or
 * a click outside it. Its content is the locale's information page, sandboxed (no scripts).
 */
export function InstalmentDialog({ locale, onClose }: { locale: string; onClose(): void }) {
  const [page, setPage] = useState<string>();
  useEffect(() => {
    let current = true;
    void fetchInstalmentInfoPage(locale, (message) => console.warn(message)).then((html) => current && setPage(html));
    return () => {
      current = false;
    };
  }, [locale]);
  useClickOutsideCloses(onClose);

  return (
    <Lightbox title={INSTALMENT_MESSAGES.dialogTitle} onClose={onClose} testId={TEST_ID}>
      {page !== undefined && <iframe className="instalment-info" title={INSTALMENT_MESSAGES.dialogTitle} sandbox="" srcDoc={page} data-testid="instalment-info" />}
      <button type="button" className="button" onClick={onClose} data-testid="instalment-dialog-close">
        {INSTALMENT_MESSAGES.close}
      </button>
    </Lightbox>
  );
}

/** The lightbox has no backdrop click of its own: a press on its overlay, outside the dialog, closes it. */
function useClickOutsideCloses(onClose: () => void): void {
  useEffect(() => {
    const onPointerDown = (event: MouseEvent) => {
      if (event.target instanceof HTMLElement && event.target.dataset.testid === `${TEST_ID}-overlay`) onClose();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [onClose]);
}
