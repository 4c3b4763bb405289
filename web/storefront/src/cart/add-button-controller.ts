import { ADD_TO_CART_TIMINGS } from '@mercato/spec';
import { type Timers } from '../analytics/ports';

/** Spec §4 "Add-to-cart button". */
export type AddButtonState = 'idle' | 'adding' | 'added';

export interface AddButtonEvents {
  onState(state: AddButtonState): void;
  /** The add failed: the button is idle again and the visitor is told why. */
  onFailure(message: string): void;
  /** Express checkout: the add succeeded and the visitor goes on to checkout, with no "Added!" pause. */
  onExpressSuccess?(): void;
}

export interface AddButtonController {
  /** Starts an add unless one is running or the button shows "Added!" (spec §4: an added button ignores clicks). */
  click(add: () => Promise<void>): void;
  /** Cancels pending timers (the button left the page). */
  dispose(): void;
}

/**
 * The button's timing, framework-free: "Adding…" while the call runs; on success "Added!" 1 s after the
 * answer and idle 2 s later; on failure idle 1 s after the answer, then the failure is reported.
 */
export function createAddButtonController(events: AddButtonEvents, timers: Timers, express = false): AddButtonController {
  let state: AddButtonState = 'idle';
  let disposed = false;
  const pending = new Set<unknown>();

  const become = (next: AddButtonState) => {
    state = next;
    events.onState(next);
  };
  const after = (ms: number, action: () => void) => {
    const handle = timers.setTimeout(() => {
      pending.delete(handle);
      action();
    }, ms);
    pending.add(handle);
  };

  return {
    click(add) {
      if (state !== 'idle' || disposed) return;
      become('adding');
      add().then(
        () => {
          if (disposed) return;
          if (express && events.onExpressSuccess) {
            events.onExpressSuccess();
            return;
          }
          after(ADD_TO_CART_TIMINGS.addedAfterMs, () => {
            become('added');
            after(ADD_TO_CART_TIMINGS.idleAfterAddedMs, () => become('idle'));
          });
        },
        (error: unknown) => {
          if (disposed) return;
          after(ADD_TO_CART_TIMINGS.idleAfterFailureMs, () => {
            become('idle');
            events.onFailure(error instanceof Error ? error.message : String(error));
          });
        },
      );
    },
    dispose() {
      disposed = true;
      for (const handle of pending) timers.clearTimeout(handle);
      pending.clear();
    },
  };
}
