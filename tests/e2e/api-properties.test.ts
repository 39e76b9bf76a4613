import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES, type ApiRouteSpec } from '../../src/server/api/route-table.ts';
import { partnerTokenError } from '../../src/server/partners/partner-oauth.responses.ts';
import { arbitraryOf, nearValidOf } from '../zod-arbitrary.ts';
import { baseUrl } from './browser.ts';
import { startFakeWeChatQq, startIssuer } from './third-party-peers.ts';

/**
 * Property tests of every API call: inputs generated from the call's own zod request schema (the
 * route table's `input`), valid and near-valid (a field missing, of the wrong type, too long, or one
 * too many), sent over HTTP to the built site. Whatever comes in, no call answers 5xx, and every answer
 * has the call's envelope. Refusals (400, 401, 403, 404, 409, 410, 413, 429 …) are right answers here.
 * Bounded: a fixed seed and run count, so the file takes well under a minute and fails the same way twice.
 */

const SEED = 20_261_124;
const VALID_RUNS = 12;
const NEAR_RUNS = 12;

/** The spec's envelope: `{ succeed, ErrorCode, Message?, Data }`, ErrorCode 200 on success and the HTTP status otherwise. */
const envelope = z.strictObject({ succeed: z.boolean(), ErrorCode: z.number().int(), Message: z.string().optional(), Data: z.unknown() });
/** The fuzzy-suggestion calls' `{ code, data }` (with `message` when refused). */
const fuzzy = z.strictObject({ code: z.number().int(), data: z.array(z.unknown()), message: z.string().optional() });

const GET_KINDS = new Set<ApiRouteSpec['kind']>(['fuzzy', 'query', 'accountQuery', 'redirect', 'document']);

/** Each request from its own address (the site trusts one proxy hop), so per-address limits do not refuse the rest of the run. */
let client = 0;
function nextAddress(): string {
  client += 1;
  return `198.18.${(client >> 8) & 255}.${client & 255}`;
}

/** A query string from generated values: as a browser would send them, text; objects as JSON. */
function query(input: unknown): string {
  const params = new URLSearchParams();
  if (input && typeof input === 'object' && !Array.isArray(input))
    for (const [k, v] of Object.entries(input)) {
      if (v === undefined) continue;
      params.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
    }
  const s = params.toString();
  return s ? `?${s}` : '';
}

async function send(route: ApiRouteSpec, input: unknown) {
  const get = GET_KINDS.has(route.kind);
  const url = new URL(`/api/v1${route.path}${get ? query(input) : ''}`, baseUrl());
  const res = await fetch(url, {
    method: get ? 'GET' : 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress(), 'accept-language': 'en' },
    body: get ? undefined : JSON.stringify(input),
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', location: res.headers.get('location'), text: await res.text() };
}

/** The answer of one call is whole: not 5xx, JSON in the call's envelope, and its status agrees with the body. */
async function answersWell(route: ApiRouteSpec, input: unknown): Promise<void> {
  const res = await send(route, input);
  const where = `${route.path} ${JSON.stringify(input)?.slice(0, 300)} → ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  if (route.kind === 'redirect' && res.status >= 300 && res.status < 400) {
    expect(res.location, where).toBeTruthy();
    return;
  }
  expect(res.type, where).toContain('application/json');
  const body: unknown = JSON.parse(res.text);
  if (route.kind === 'document') {
    expect(res.status, where).toBe(200);
    return;
  }
  if (route.kind === 'token') {
    // RFC 6749's shapes, not the envelope: the token on 200, { error, error_description } otherwise.
    const shape = res.status === 200 ? route.data : partnerTokenError;
    expect(shape.safeParse(body).success, `${where}: not RFC 6749's answer`).toBe(true);
    return;
  }
  if (route.kind === 'fuzzy') {
    const parsed = fuzzy.safeParse(body);
    expect(parsed.success, where).toBe(true);
    expect(parsed.data!.code, where).toBe(res.status);
    if (res.status === 200)
      expect(z.array(route.data).safeParse(parsed.data!.data).success, `${where}: data does not match the route table`).toBe(true);
    return;
  }
  const parsed = envelope.safeParse(body);
  expect(parsed.success, where).toBe(true);
  expect(parsed.data!.ErrorCode, where).toBe(res.status);
  expect(parsed.data!.succeed, where).toBe(res.status === 200);
  if (!parsed.data!.succeed) expect(parsed.data!.Message, where).toBeTruthy();
  else expect(route.data.safeParse(parsed.data!.Data).success, `${where}: Data does not match the route table`).toBe(true);
}

// The sign-in providers the site is configured with answer, as in production (a provider that does not answer is a 502 by design).
let stops: Array<() => Promise<void>> = [];
beforeAll(async () => {
  const ports = inject('oauthPorts');
  const issuer = await startIssuer(ports.issuer, [`${baseUrl()}/en/connect`]);
  const fake = await startFakeWeChatQq(ports.fake);
  stops = [issuer.stop, fake.stop];
});
afterAll(async () => {
  for (const stop of stops) await stop();
});

describe('every API call, with inputs from its own request schema', () => {
  it.each(API_ROUTES.map((r) => [r.path, r] as const))('%s answers valid inputs without a 5xx, in its envelope', async (_path, route) => {
    await fc.assert(
      fc.asyncProperty(arbitraryOf(route.input), (input) => answersWell(route, input)),
      { seed: SEED, numRuns: VALID_RUNS },
    );
  });

  it.each(API_ROUTES.map((r) => [r.path, r] as const))(
    '%s refuses near-valid inputs (missing, wrong type, too long, extra) without a 5xx, in its envelope',
    async (_path, route) => {
      await fc.assert(
        fc.asyncProperty(nearValidOf(route.input), ({ value }) => answersWell(route, value)),
        { seed: SEED, numRuns: NEAR_RUNS },
      );
    },
  );

  it.each(API_ROUTES.filter((r) => !GET_KINDS.has(r.kind)).map((r) => [r.path, r] as const))(
    '%s takes any JSON body without a 5xx',
    async (_path, route) => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), (input) => answersWell(route, input)),
        { seed: SEED, numRuns: 6 },
      );
    },
  );
});
