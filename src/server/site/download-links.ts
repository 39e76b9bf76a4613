import QRCode from 'qrcode';
import type { MessageKey } from '../../i18n/t.ts';
import { env } from '../config/env.ts';

/** One way to get the app, as the download page lists it. */
export interface StoreLink {
  id: 'appStore' | 'playStore' | 'apk';
  href: string;
  label: MessageKey;
}

/** The stores configured (APP_STORE_URL, PLAY_STORE_URL, APK_URL), in that order; a store not configured is left out. */
export function storeLinks(settings: { APP_STORE_URL?: string; PLAY_STORE_URL?: string; APK_URL?: string } = env): StoreLink[] {
  const all: Array<StoreLink | undefined> = [
    settings.APP_STORE_URL ? { id: 'appStore', href: settings.APP_STORE_URL, label: 'download.ios' } : undefined,
    settings.PLAY_STORE_URL ? { id: 'playStore', href: settings.PLAY_STORE_URL, label: 'download.android' } : undefined,
    settings.APK_URL ? { id: 'apk', href: settings.APK_URL, label: 'download.apk' } : undefined,
  ];
  return all.filter((s): s is StoreLink => s !== undefined);
}

/**
 * The QR code of an address as an SVG data URL (our Content-Security-Policy allows data: images, and
 * the page needs no second request). The page is shared and cached, so the code is the same for every
 * visitor: it encodes the page's canonical address. Made once per address: there are as many as
 * languages times site origins (SITE_URL and the brand hosts), a bounded few hundred at most.
 */
const made = new Map<string, Promise<string>>();
const MAX_CODES = 500;

export function qrDataUrl(url: string): Promise<string> {
  let code = made.get(url);
  if (!code) {
    if (made.size >= MAX_CODES) made.clear();
    code = QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then(
      (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    );
    made.set(url, code);
    // A failure is not kept: the next render tries again.
    code.catch(() => made.delete(url));
  }
  return code;
}
