import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the site are ours (TRUST_PROXY), and so which part of X-Forwarded-For
 * and X-Forwarded-Proto can be believed. A proxy appends the address it saw to X-Forwarded-For;
 * everything left of what our own proxies appended was written by the client and proves nothing.
 *
 * - `{ hops: 0 }` (TRUST_PROXY=0/false, the default): the socket's address is the client; the headers are ignored.
 * - `{ hops: n }` (TRUST_PROXY=n; `true` means 1): n proxies of ours, the one nearest the site
 *   connecting to us; the client is the n-th entry from the right of X-Forwarded-For.
 * - `{ proxies }` (TRUST_PROXY=a comma list of addresses and CIDRs): the headers count only when the
 *   socket's address is in the list; the client is the first entry from the right that is not.
 */
export type ProxyTrust = { hops: number } | { proxies: BlockList };

export const NO_PROXY: ProxyTrust = { hops: 0 };

/** At most this many hops: more is a typo, not a network. */
const MAX_HOPS = 20;

/** 1.2.3.4 for ::ffff:1.2.3.4 (how a dual-stack socket names an IPv4 peer). */
function plainAddress(address: string): string {
  return address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** An X-Forwarded-For entry as an address: trimmed, an IPv4 port or IPv6 brackets dropped; undefined when it is not one. */
function entryAddress(entry: string): string | undefined {
  let a = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  return isIP(a) ? plainAddress(a) : undefined;
}

const family = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 4 ? 'ipv4' : 'ipv6');

/** TRUST_PROXY as written: undefined when it is none of 0/false, true, a number of hops, or a list of addresses/CIDRs. */
export function parseTrustProxy(value: string): ProxyTrust | undefined {
  const v = value.trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false') return NO_PROXY;
  if (v === 'true') return { hops: 1 };
  if (/^\d+$/.test(v)) return Number(v) <= MAX_HOPS ? { hops: Number(v) } : undefined;
  const proxies = new BlockList();
  for (const item of v.split(',').map((s) => s.trim())) {
    const slash = item.indexOf('/');
    const address = plainAddress(slash < 0 ? item : item.slice(0, slash));
    if (!isIP(address)) return undefined;
    if (slash < 0) {
      proxies.addAddress(address, family(address));
      continue;
    }
    const prefix = item.slice(slash + 1);
    const max = isIP(address) === 4 ? 32 : 128;
    if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) return undefined;
    proxies.addSubnet(address, Number(prefix), family(address));
  }
  return { proxies };
}

/** Whether an address is one of our proxies under a list (false for anything that is not an address). */
function listed(proxies: BlockList, address: string | undefined): boolean {
  const a = address && entryAddress(address);
  return !!a && proxies.check(a, family(a));
}

/** Whether the peer on the socket is a proxy of ours, so that its forwarded headers can be believed. */
function socketIsOurProxy(socketAddress: string | undefined, trust: ProxyTrust): boolean {
  return 'proxies' in trust ? listed(trust.proxies, socketAddress) : trust.hops > 0;
}

/**
 * The client's address: the socket's, unless our proxies forwarded the request, then the entry of
 * X-Forwarded-For that the outermost proxy of ours appended. Entries left of it are the client's own
 * words and never count (a client cannot choose its rate-limit key by sending the header).
 */
export function clientIp(
  forwardedFor: string | null | undefined,
  socketAddress: string | undefined,
  trust: ProxyTrust,
): string | undefined {
  const socket = socketAddress && plainAddress(socketAddress);
  if (!forwardedFor || !socketIsOurProxy(socketAddress, trust)) return socket || undefined;
  const entries = forwardedFor.split(',');
  if ('hops' in trust) {
    // Fewer entries than hops: every entry was appended by a proxy of ours; the leftmost is the farthest.
    const entry = entries[Math.max(0, entries.length - trust.hops)];
    return entryAddress(entry) ?? (socket || undefined);
  }
  let nearest = socket || undefined;
  for (let i = entries.length - 1; i >= 0; i--) {
    const address = entryAddress(entries[i]);
    // Written by a proxy of ours yet no address: keep the last address known, never look further left.
    if (!address) return nearest;
    if (!trust.proxies.check(address, family(address))) return address;
    nearest = address;
  }
  return nearest;
}

/** Whether the request came over https to our proxy (X-Forwarded-Proto, believed only from a proxy of ours). */
export function forwardedHttps(proto: string | string[] | null | undefined, socketAddress: string | undefined, trust: ProxyTrust): boolean {
  const value = Array.isArray(proto) ? proto[0] : proto;
  if (!value || !socketIsOurProxy(socketAddress, trust)) return false;
  // Proxies that append rather than replace: the outermost proxy of ours saw the client's scheme.
  const values = value.split(',');
  const outermost = 'hops' in trust ? values[Math.max(0, values.length - trust.hops)] : values.at(-1);
  return outermost?.trim().toLowerCase() === 'https';
}
