import { describe, expect, it } from 'vitest';
import { compareVersions, versionAdvice } from '../../src/lib/app-version.ts';
import { apiPathDecision } from '../../src/server/http/api-paths.ts';
import { isAllowedRedirectUri } from '../../src/server/partners/redirect-uri.ts';

describe('the API paths the front answers itself', () => {
  it('lets a known call with its method through', () => {
    expect(apiPathDecision('/api/v1/user/info', 'GET')).toEqual({ type: 'pass' });
    expect(apiPathDecision('/api/v1/user/info', 'HEAD')).toEqual({ type: 'pass' });
    expect(apiPathDecision('/api/v1/oauth/login', 'POST')).toEqual({ type: 'pass' });
  });

  it('answers a known call asked with the wrong method with the methods it allows', () => {
    expect(apiPathDecision('/api/v1/user/info', 'POST')).toMatchObject({ type: 'wrongMethod', allow: 'GET, HEAD' });
    expect(apiPathDecision('/api/v1/oauth/login', 'GET')).toMatchObject({ type: 'wrongMethod', allow: 'POST' });
  });

  it('calls every other path under /api/ and /{lang}/api/ not found', () => {
    for (const p of ['/api', '/api/', '/api/v2/user/info', '/api/v1/nope', '/api/v1/user/info/', '/en/api', '/en/api/nope', '/xx/api/log'])
      expect(apiPathDecision(p, 'GET')?.type, p).toBe('notFound');
  });

  it('reads /{lang}/api/log as the log call in that language', () => {
    expect(apiPathDecision('/zh-cn/api/log', 'GET')).toEqual({ type: 'rewrite', path: '/api/v1/log', lang: 'zh-cn' });
    expect(apiPathDecision('/zh-cn/api/log', 'POST')).toMatchObject({ type: 'wrongMethod', allow: 'GET, HEAD', lang: 'zh-cn' });
  });

  it('leaves pages alone', () => {
    for (const p of ['/', '/en', '/en/company/x.html', '/apis', '/en/apidocs', '/en/about'])
      expect(apiPathDecision(p, 'GET'), p).toBeUndefined();
  });
});

describe('app versions', () => {
  it('compares part by part as numbers', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.1', '1.1.0')).toBe(0);
    expect(compareVersions('1.0.9', '1.1.0')).toBe(-1);
  });

  it('tells an app below the minimum to update, and one below the latest that it may', () => {
    expect(versionAdvice('1.0.0', '1.1.0', '1.2.0')).toMatchObject({ updateRequired: true, updateAvailable: true });
    expect(versionAdvice('1.1.5', '1.1.0', '1.2.0')).toMatchObject({ updateRequired: false, updateAvailable: true });
    expect(versionAdvice('1.2.0', '1.1.0', '1.2.0')).toMatchObject({ updateRequired: false, updateAvailable: false });
    expect(versionAdvice(undefined, '1.1.0', '1.2.0')).toMatchObject({ version: null, updateRequired: false });
  });

  it('never names a latest version below the minimum', () => {
    expect(versionAdvice('1.0', '2.0.0', '1.5.0').latestVersion).toBe('2.0.0');
  });
});

describe('redirect URIs a partner app may register', () => {
  it('takes https, loopback http and private-use schemes', () => {
    for (const u of ['https://partner.example/cb', 'http://127.0.0.1:8765/cb', 'http://localhost/cb', 'com.example.app:/oauth'])
      expect(isAllowedRedirectUri(u), u).toBe(true);
  });

  it('refuses plain http elsewhere, fragments, credentials and script schemes', () => {
    for (const u of [
      'http://partner.example/cb',
      'https://partner.example/cb#x',
      'https://u:p@partner.example/',
      'javascript:alert(1)',
      'data:text/html,x',
      'not a url',
    ])
      expect(isAllowedRedirectUri(u), u).toBe(false);
  });
});
