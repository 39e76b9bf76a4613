import { describe, expect, it } from 'vitest';
import { clientIp, forwardedHttps, NO_PROXY, parseTrustProxy, type ProxyTrust } from '../../src/server/config/proxy-trust.ts';

const trust = (value: string): ProxyTrust => {
  const t = parseTrustProxy(value);
  if (!t) throw new Error(`not a TRUST_PROXY value: ${value}`);
  return t;
};

describe('TRUST_PROXY', () => {
  it('reads off, a number of hops (true is one), and lists of addresses and CIDRs', () => {
    expect(trust('0')).toEqual({ hops: 0 });
    expect(trust('false')).toEqual({ hops: 0 });
    expect(trust('1')).toEqual({ hops: 1 });
    expect(trust('true')).toEqual({ hops: 1 });
    expect(trust('2')).toEqual({ hops: 2 });
    expect('proxies' in trust('10.0.0.0/8, 192.0.2.1, fd00::/8')).toBe(true);
  });
  it('refuses what is none of those', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.0/x', 'proxy.example.com', '1,', '999']) expect(parseTrustProxy(bad)).toBeUndefined();
  });
});

describe('clientIp', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientIp('203.0.113.5', '198.51.100.7', NO_PROXY)).toBe('198.51.100.7');
  });
  it('with one hop takes the entry our proxy appended, not the one the client wrote', () => {
    // The client sent "X-Forwarded-For: 1.1.1.1"; our proxy appended the address it saw.
    expect(clientIp('1.1.1.1, 203.0.113.5', '10.0.0.2', trust('1'))).toBe('203.0.113.5');
    expect(clientIp('1.1.1.1, 203.0.113.5', '10.0.0.2', trust('true'))).toBe('203.0.113.5');
    expect(clientIp('203.0.113.5', '10.0.0.2', trust('1'))).toBe('203.0.113.5');
  });
  it('with two hops takes the second entry from the right', () => {
    expect(clientIp('1.1.1.1, 203.0.113.5, 10.0.0.9', '10.0.0.2', trust('2'))).toBe('203.0.113.5');
    expect(clientIp('203.0.113.5', '10.0.0.2', trust('2'))).toBe('203.0.113.5'); // fewer entries than hops
  });
  it('with a list walks from the right past our proxies, and believes the header only from one of them', () => {
    const ours = trust('10.0.0.0/8, 2001:db8::/32');
    expect(clientIp('1.1.1.1, 203.0.113.5, 10.0.0.9', '10.0.0.2', ours)).toBe('203.0.113.5');
    expect(clientIp('1.1.1.1, 2001:db8::1', '::ffff:10.0.0.2', ours)).toBe('1.1.1.1');
    // A client talking to the site directly cannot choose its address by writing the header.
    expect(clientIp('1.1.1.1, 10.0.0.9', '198.51.100.7', ours)).toBe('198.51.100.7');
    // Every entry ours: the farthest one known.
    expect(clientIp('10.0.0.7, 10.0.0.9', '10.0.0.2', ours)).toBe('10.0.0.7');
  });
  it('never takes a spoofed leftmost entry, whatever the client writes', () => {
    for (const spoof of ['127.0.0.1', '8.8.8.8', 'unknown', '', ' , ', '1.1.1.1, 2.2.2.2'])
      expect(clientIp(`${spoof}, 203.0.113.5`, '10.0.0.2', trust('1'))).toBe('203.0.113.5');
  });
  it('reads ports and brackets in entries, and falls back to the socket for a missing or garbled header', () => {
    expect(clientIp('203.0.113.5:4711', '10.0.0.2', trust('1'))).toBe('203.0.113.5');
    expect(clientIp('[2001:db8::5]:443', '10.0.0.2', trust('1'))).toBe('2001:db8::5');
    expect(clientIp(null, '198.51.100.7', trust('1'))).toBe('198.51.100.7');
    expect(clientIp('1.1.1.1, not-an-address', '198.51.100.7', trust('1'))).toBe('198.51.100.7');
  });
});

describe('forwardedHttps', () => {
  it('believes X-Forwarded-Proto only from a proxy of ours', () => {
    expect(forwardedHttps('https', '10.0.0.2', NO_PROXY)).toBe(false);
    expect(forwardedHttps('https', '10.0.0.2', trust('1'))).toBe(true);
    expect(forwardedHttps('http', '10.0.0.2', trust('1'))).toBe(false);
    expect(forwardedHttps('https', '198.51.100.7', trust('10.0.0.0/8'))).toBe(false);
    expect(forwardedHttps('https', '10.0.0.2', trust('10.0.0.0/8'))).toBe(true);
  });
});
