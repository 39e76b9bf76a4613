import { createHmac, createSecretKey, randomFillSync, timingSafeEqual, type KeyObject } from 'node:crypto';
import { env } from '../config/env.ts';

/**
 * The signed tokens of served units: one for the impression (posted back to /api/v1/ads/seen once the
 * unit was viewable) and one in the click URL (/{lang}/ad/click?t=…). A token names the campaign, the
 * slot, the page's language, when it was issued and a random nonce, signed with HMAC-SHA256, so a
 * count can only come from a unit we served, and the click goes only to the campaign's own landing URL
 * (read from the campaign, never from the token). The nonce lets each server count a token once.
 *
 * The key: ADS_SECRET when set, else derived from ALERTS_SECRET for this one purpose (production
 * already requires that one), else a development key.
 */
const DEV_SECRET = 'development-only-ads-secret-not-for-production';

// A KeyObject made once: HMAC with a raw key imports it on every call, five times the cost (4 µs against 20 µs here).
let key: KeyObject | undefined;
function secret(): KeyObject {
  if (key) return key;
  if (env.ADS_SECRET) key = createSecretKey(Buffer.from(env.ADS_SECRET));
  else if (env.ALERTS_SECRET) key = createSecretKey(createHmac('sha256', env.ALERTS_SECRET).update('ads-tokens').digest());
  else if (env.NODE_ENV === 'production' && !env.SMS_DEV_IN_PRODUCTION)
    throw new Error('ADS_SECRET (or ALERTS_SECRET) is required in production');
  else key = createSecretKey(Buffer.from(DEV_SECRET));
  return key;
}

export type TokenPurpose = 'i' | 'c';

export interface AdToken {
  purpose: TokenPurpose;
  campaignId: string;
  slot: string;
  lang: string;
  /** Seconds since the epoch. */
  issued: number;
  /** 48 random bits as a number (a Set of numbers is far smaller than one of strings). */
  nonce: number;
}

const SAFE = /^[A-Za-z0-9-]{1,64}$/;
const sign = (body: string) => createHmac('sha256', secret()).update(body).digest('base64url').slice(0, 22);

// Random bytes drawn 6 KB at a time: one call to the system's generator per 1,024 nonces.
const pool = Buffer.alloc(6 * 1024);
let poolAt = pool.length;

/** A fresh nonce: 48 random bits. */
export function newNonce(): number {
  if (poolAt >= pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const n = pool.readUIntBE(poolAt, 6);
  poolAt += 6;
  return n;
}

export function makeToken(t: AdToken): string {
  const body = `${t.purpose}.${t.campaignId}.${t.slot}.${t.lang}.${t.issued.toString(36)}.${t.nonce.toString(36)}`;
  return `${body}.${sign(body)}`;
}

/** The token's fields, or undefined when it is not one of ours (forged, cut, another purpose). */
export function readToken(token: string, purpose: TokenPurpose): AdToken | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const parts = token.split('.');
  if (parts.length !== 7 || parts[0] !== purpose) return undefined;
  const [, campaignId, slot, lang, issued36, nonce36, mac] = parts as [string, string, string, string, string, string, string];
  if (!SAFE.test(campaignId) || !SAFE.test(slot) || !SAFE.test(lang)) return undefined;
  const expected = Buffer.from(sign(parts.slice(0, 6).join('.')));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const issued = parseInt(issued36, 36);
  const nonce = parseInt(nonce36, 36);
  if (!Number.isSafeInteger(issued) || !Number.isSafeInteger(nonce)) return undefined;
  return { purpose, campaignId, slot, lang, issued, nonce };
}

/**
 * Counts each nonce once within a window: two sets, the current and the previous one, swapped every
 * `windowMs`; a token older than the window is refused by its age, so every token still accepted is in
 * one of the two sets. Memory is bounded by the traffic of two windows (about 30 bytes a nonce).
 */
export class NonceWindow {
  private current = new Set<number>();
  private previous = new Set<number>();
  private swappedAt: number;
  readonly windowMs: number;
  constructor(windowMs: number, now = Date.now()) {
    this.windowMs = windowMs;
    this.swappedAt = now;
  }

  /** True the first time a nonce is seen (and records it), false after. */
  first(nonce: number, now = Date.now()): boolean {
    if (now - this.swappedAt >= this.windowMs) {
      this.previous = now - this.swappedAt >= 2 * this.windowMs ? new Set() : this.current;
      this.current = new Set();
      this.swappedAt = now;
    }
    if (this.current.has(nonce) || this.previous.has(nonce)) return false;
    this.current.add(nonce);
    return true;
  }
}
