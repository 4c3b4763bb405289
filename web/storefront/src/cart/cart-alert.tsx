import { Lightbox } from '../components/lightbox';

/** A failure the visitor must acknowledge: a spec §8 title and the message (the server's, as received). */
export interface CartAlertMessage {
  title: string;
  message: string;
}

export function CartAlert({ alert, onClose }: { alert: CartAlertMessage; onClose(): void }) {
  return (
    <Lightbox title={alert.title} onClose={onClose} role="alertdialog" testId="cart-alert">
      <p data-testid="cart-alert-message">{alert.message}</p>
      <button type="button" className="button-primary" onClick={onClose} data-testid="cart-alert-close">
        OK
      </button>
    </Lightbox>
  );
}
