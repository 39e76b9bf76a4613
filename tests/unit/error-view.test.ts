import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/app-error.ts';
import { errorView, isNetworkError } from '../../src/server/site/error-view.ts';
import { applyRouteMiddleware, routeMiddleware } from '../../src/server/site/route-middleware.ts';

describe('what the error page shows (spec section 8)', () => {
  it('shows a refusal by its own message and status', () => {
    expect(errorView(new AppError('error.unknownMiddleware', 500, { name: 'auth' }))).toMatchObject({
      status: 500,
      kind: 'refusal',
      message: 'error.unknownMiddleware',
      params: { name: 'auth' },
    });
  });
  it('shows a refused or lost connection as the network-error page, 503', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(errorView(refused)).toMatchObject({ status: 503, kind: 'network', message: 'error.network' });
    // Wrapped (a fetch failure's cause) and aggregated (one per address tried).
    expect(isNetworkError(new TypeError('fetch failed', { cause: refused }))).toBe(true);
    expect(isNetworkError(new AggregateError([refused]))).toBe(true);
    // PostgreSQL shutting down.
    expect(isNetworkError(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
  });
  it("shows anything else as 'we lost this page' at the error's status, else 500", () => {
    expect(errorView(new Error('boom'))).toMatchObject({ status: 500, kind: 'lost', message: 'error.lostPage', hint: 'error.tryLater' });
    expect(errorView(Object.assign(new Error('gone'), { status: 410 })).status).toBe(410);
    expect(errorView(Object.assign(new Error('odd'), { status: 200 })).status).toBe(500);
    expect(errorView(undefined).status).toBe(500);
    expect(isNetworkError(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe(false);
  });
  it('does not loop on an error that is its own cause', () => {
    const e = Object.assign(new Error('self'), {} as { cause?: unknown });
    e.cause = e;
    expect(isNetworkError(e)).toBe(false);
  });
});

describe('named route middleware', () => {
  const page = () => {
    const headers = new Headers();
    return { headers, astro: { response: { headers } } as never };
  };
  it("answers an unknown name with 500 'Unknown middleware {name}'", () => {
    expect(() => routeMiddleware('auth')).toThrow(AppError);
    try {
      routeMiddleware('__proto__');
    } catch (e) {
      expect(e).toMatchObject({ code: 'error.unknownMiddleware', status: 500, params: { name: '__proto__' } });
    }
  });
  it('runs the known steps, and none of them when one name is unknown', () => {
    const ok = page();
    applyRouteMiddleware(ok.astro, ['noindex', 'private']);
    expect(ok.headers.get('x-robots-tag')).toBe('noindex');
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    const bad = page();
    expect(() => applyRouteMiddleware(bad.astro, ['noindex', 'nope'])).toThrow(AppError);
    expect(bad.headers.get('x-robots-tag')).toBeNull();
  });
});
