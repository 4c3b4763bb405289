import { SOCIAL_PIXEL_SCRIPT_URL } from '@mercato/spec';
import { commandPixel, type PixelCommand, type SocialPixel } from './social-pixel';

/** The pixel's command function as its script expects to find it: calls queue until the script loads. */
interface QueuedCommand extends PixelCommand {
  queue: unknown[][];
  callMethod?: (...args: unknown[]) => void;
  push: QueuedCommand;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    fbq?: QueuedCommand;
    _fbq?: QueuedCommand;
  }
}

/** Installs the pixel's command queue and script (once per page) and answers a pixel for `pixelId`. */
export function installBrowserPixel(pixelId: string): SocialPixel {
  if (!window.fbq) {
    const fbq = ((...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue.push(args))) as QueuedCommand;
    Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: '2.0' });
    window.fbq = fbq;
    window._fbq = fbq;
    const script = document.createElement('script');
    script.async = true;
    script.src = SOCIAL_PIXEL_SCRIPT_URL;
    document.head.appendChild(script);
  }
  return commandPixel(pixelId, window.fbq);
}
