import { describe, expect, it } from 'vitest';
import { storeUrl } from '../../src/server/config/env.ts';
import { qrDataUrl, storeLinks } from '../../src/server/site/download-links.ts';

describe('the download page links', () => {
  it('lists only the stores that are configured, in a fixed order', () => {
    expect(storeLinks({})).toEqual([]);
    expect(storeLinks({ PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=x' }).map((s) => s.id)).toEqual(['playStore']);
    expect(
      storeLinks({
        APK_URL: 'https://example.com/app.apk',
        APP_STORE_URL: 'https://apps.apple.com/app/id1',
        PLAY_STORE_URL: 'https://p',
      }).map((s) => s.id),
    ).toEqual(['appStore', 'playStore', 'apk']);
  });
  it('takes https addresses only, and an empty setting as unset', () => {
    expect(storeUrl.parse('')).toBeUndefined();
    expect(storeUrl.parse(undefined)).toBeUndefined();
    expect(storeUrl.parse('https://apps.apple.com/app/id1')).toBe('https://apps.apple.com/app/id1');
    expect(storeUrl.safeParse('http://apps.apple.com/').success).toBe(false);
    expect(storeUrl.safeParse('javascript:alert(1)').success).toBe(false);
  });
  it('makes one QR code per address, as an SVG the page can show', async () => {
    const a = await qrDataUrl('https://corpatlas.com/en/download');
    expect(a).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(a.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(await qrDataUrl('https://corpatlas.com/en/download')).toBe(a);
    expect(await qrDataUrl('https://corpatlas.com/de/download')).not.toBe(a);
  });
});
