import { DatabaseSync } from 'node:sqlite';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl } from './browser.ts';

/**
 * The client's address behind our proxy (TRUST_PROXY=1 in these tests: one proxy of ours appends the
 * address it saw). Whatever a client writes into X-Forwarded-For itself stays left of that entry and
 * does not make it another address for the limits.
 */
const REAL_CLIENT = '203.0.113.77';
const site = () => new DatabaseSync(inject('sitePath'), { readOnly: true });
const drag = (x: number) =>
  Array.from({ length: 12 }, (_, i) => [i * 90 + (i % 3) * 7, Math.round((x * (1 - Math.cos((Math.PI * i) / 11))) / 2)]);
const call = (path: string, forwardedFor: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}/api/v1/${path}`, {
    ...init,
    headers: {
      'sec-fetch-site': 'same-origin',
      origin: baseUrl(),
      'content-type': 'application/json',
      languagecode: 'en',
      'x-forwarded-for': forwardedFor,
    },
  });

async function solvedSlider(): Promise<string> {
  const puzzle = (await (await call('captcha/create', REAL_CLIENT)).json()).Data;
  const db = site();
  const { gap_x } = db.prepare('select gap_x from captcha_challenges where id = ?').get(puzzle.id) as { gap_x: number };
  db.close();
  // A person takes a moment: the server refuses an answer sooner than the drag it reports.
  await new Promise((r) => setTimeout(r, 1100));
  const res = await call('captcha/verify', REAL_CLIENT, {
    method: 'POST',
    body: JSON.stringify({ id: puzzle.id, x: gap_x, track: drag(gap_x) }),
  });
  return (await res.json()).Data.pass;
}

describe('the client address behind our proxy', () => {
  it('limits 15 text-message requests with spoofed leftmost X-Forwarded-For values from one client as one address', async () => {
    const answers: Array<[number, string]> = [];
    for (let i = 0; i < 15; i++) {
      const captcha = await solvedSlider();
      // A Papua New Guinea number: refused before sending (no message is paid for), yet counted for the address.
      const res = await call(`oauth/smsSend?phone=70123456&areaCode=00675&captcha=${captcha}`, `198.51.100.${i + 1}, ${REAL_CLIENT}`);
      answers.push([res.status, (await res.json()).Message]);
    }
    expect(answers.slice(0, 10).every(([status]) => status === 400)).toBe(true);
    expect(answers[0][1]).toBe('We cannot send text messages to numbers in this country.');
    expect(answers.slice(10).map(([status]) => status)).toEqual([429, 429, 429, 429, 429]);
    // 15 sliders solved at a person's pace (a second or more each).
  }, 60_000);

  it('counts wrong passwords with spoofed leftmost values as one address: the slider after ten', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call('oauth/login', `192.0.2.${i + 1}, 203.0.113.78`, {
        method: 'POST',
        body: JSON.stringify({ account: `nobody-${i}@example.com`, password: 'wrong-1' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 428]);
  });
});
