import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, deviceClass } from '../../src/lib/device.ts';
import { isChunkLoadError, shouldPrefetch, shouldReloadForChunkError } from '../../src/lib/network.ts';
import { loginFrameAction } from '../../src/lib/login-frame.ts';

describe('deviceClass', () => {
  it('calls 799 px and below mobile', () => {
    expect(deviceClass(320)).toBe('mobile');
    expect(deviceClass(799)).toBe('mobile');
  });
  it('calls 800 to 1200 px medium-small', () => {
    expect(deviceClass(800)).toBe('mediumSmall');
    expect(deviceClass(1200)).toBe('mediumSmall');
  });
  it('calls 1201 to 1440 px medium', () => {
    expect(deviceClass(1201)).toBe('medium');
    expect(deviceClass(1440)).toBe('medium');
  });
  it('calls above 1440 px large', () => {
    expect(deviceClass(1441)).toBe('large');
    expect(deviceClass(2560)).toBe('large');
  });
  it('has the breakpoints of the spec', () => {
    expect(BREAKPOINTS).toEqual({ mobileMax: 799, mediumSmallMax: 1200, largeMin: 1441 });
  });
});

describe('shouldPrefetch', () => {
  it('skips prefetching when offline', () => {
    expect(shouldPrefetch({ onLine: false, connection: { effectiveType: '4g' } })).toBe(false);
  });
  it('skips prefetching on 2g and slow-2g', () => {
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
  });
  it('skips prefetching in data-saver mode', () => {
    expect(shouldPrefetch({ onLine: true, connection: { saveData: true, effectiveType: '4g' } })).toBe(false);
  });
  it('prefetches on 4g and 3g', () => {
    expect(shouldPrefetch({ onLine: true, connection: { saveData: false, effectiveType: '4g' } })).toBe(true);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '3g' } })).toBe(true);
  });
  it('prefetches when the browser gives no connection information', () => {
    expect(shouldPrefetch({ onLine: true })).toBe(true);
    expect(shouldPrefetch({ onLine: true, connection: undefined })).toBe(true);
    expect(shouldPrefetch({})).toBe(true);
  });
});

describe('shouldReloadForChunkError', () => {
  const last = 1_700_000_000_000;
  it('reloads the first time', () => {
    expect(shouldReloadForChunkError(last, undefined)).toBe(true);
    expect(shouldReloadForChunkError(last, Number.NaN)).toBe(true);
  });
  it('does not reload again 59,999 ms after the last reload', () => {
    expect(shouldReloadForChunkError(last + 59_999, last)).toBe(false);
  });
  it('reloads again once 60,000 ms have passed', () => {
    expect(shouldReloadForChunkError(last + 60_000, last)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the Chrome message', () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module: https://www.corpatlas.com/_astro/Search.abc123.js')).toBe(true);
  });
  it('recognises the Firefox message', () => {
    expect(isChunkLoadError('error loading dynamically imported module: https://www.corpatlas.com/_astro/Search.abc123.js')).toBe(true);
  });
  it('recognises the Safari message', () => {
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
  });
  it('recognises a failed CSS preload and a webpack-style ChunkLoadError', () => {
    expect(isChunkLoadError('Unable to preload CSS for /_astro/index.css')).toBe(true);
    expect(isChunkLoadError('ChunkLoadError: Loading chunk 3 failed.')).toBe(true);
  });
  it('does not take other errors or a missing message for one', () => {
    expect(isChunkLoadError("TypeError: Cannot read properties of undefined (reading 'x')")).toBe(false);
    expect(isChunkLoadError('Failed to fetch')).toBe(false);
    expect(isChunkLoadError('')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('loginFrameAction', () => {
  const own = 'https://www.corpatlas.com';
  const current = 'https://www.corpatlas.com/en/company/abc.html?x=1';

  it('reloads on reload, given as a string or as an object', () => {
    expect(loginFrameAction('reload', own, own, current)).toEqual({ type: 'reload' });
    expect(loginFrameAction({ type: 'reload' }, own, own, current)).toEqual({ type: 'reload' });
  });
  it('closes on close', () => {
    expect(loginFrameAction('close', own, own, current)).toEqual({ type: 'close' });
  });
  it('navigates on opennew with ## replaced by the encoded current URL', () => {
    expect(loginFrameAction({ type: 'opennew', url: 'https://pay.corpatlas.com/vip?back=##' }, own, own, current)).toEqual({
      type: 'navigate',
      url: 'https://pay.corpatlas.com/vip?back=https%3A%2F%2Fwww.corpatlas.com%2Fen%2Fcompany%2Fabc.html%3Fx%3D1',
    });
  });
  it('navigates to a same-site path', () => {
    expect(loginFrameAction({ type: 'opennew', url: '/en/user?id=vip' }, own, own, current)).toEqual({
      type: 'navigate',
      url: '/en/user?id=vip',
    });
  });
  it('ignores every message from a foreign origin', () => {
    expect(loginFrameAction('reload', 'https://evil.example', own, current)).toEqual({ type: 'ignore' });
    expect(loginFrameAction({ type: 'opennew', url: 'https://evil.example/' }, 'https://evil.example', own, current)).toEqual({
      type: 'ignore',
    });
  });
  it('ignores javascript: URLs in any case', () => {
    expect(loginFrameAction({ type: 'opennew', url: 'javascript:alert(1)' }, own, own, current)).toEqual({ type: 'ignore' });
    expect(loginFrameAction({ type: 'opennew', url: 'JavaScript:alert(1)' }, own, own, current)).toEqual({ type: 'ignore' });
    expect(loginFrameAction({ type: 'opennew', url: ' javascript:alert(1)' }, own, own, current)).toEqual({ type: 'ignore' });
  });
  it('ignores protocol-relative //evil URLs and other schemes', () => {
    expect(loginFrameAction({ type: 'opennew', url: '//evil.example/x' }, own, own, current)).toEqual({ type: 'ignore' });
    expect(loginFrameAction({ type: 'opennew', url: 'data:text/html,<script>1</script>' }, own, own, current)).toEqual({ type: 'ignore' });
  });
  it('ignores opennew without a string url', () => {
    expect(loginFrameAction({ type: 'opennew' }, own, own, current)).toEqual({ type: 'ignore' });
    expect(loginFrameAction({ type: 'opennew', url: 42 }, own, own, current)).toEqual({ type: 'ignore' });
  });
  it('ignores unknown types and malformed data', () => {
    expect(loginFrameAction('logout', own, own, current)).toEqual({ type: 'ignore' });
    expect(loginFrameAction({ type: 'RELOAD' }, own, own, current)).toEqual({ type: 'ignore' });
    expect(loginFrameAction(null, own, own, current)).toEqual({ type: 'ignore' });
    expect(loginFrameAction(undefined, own, own, current)).toEqual({ type: 'ignore' });
    expect(loginFrameAction(42, own, own, current)).toEqual({ type: 'ignore' });
    expect(loginFrameAction([], own, own, current)).toEqual({ type: 'ignore' });
  });
});

describe('loginFrameAction keeps relative URLs on our origin', () => {
  const own = 'https://www.corpatlas.com';
  it('ignores paths that resolve to another host', () => {
    for (const url of ['/\\evil.com', '/\t/evil.com']) {
      expect(loginFrameAction({ type: 'opennew', url }, own, own, `${own}/en`).type, JSON.stringify(url)).toBe('ignore');
    }
  });
  it('navigates to a same-site path', () => {
    expect(loginFrameAction({ type: 'opennew', url: '/en/user?id=vip' }, own, own, `${own}/en`)).toEqual({
      type: 'navigate',
      url: '/en/user?id=vip',
    });
  });
});
