import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium.ts';

export const baseUrl = () => inject('baseUrl');

/** One headless Debian Chromium per test file. */
export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
}

/** A desktop-sized context (the header and footer are hidden below 800px). */
export function desktop(browser: Browser, locale = 'en-US'): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 }, locale, baseURL: baseUrl() });
}
