import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentSms } from '../../src/server/accounts/sms.ts';
import { captureLog } from '../../src/server/log.ts';
import { freshDb, type TestDb } from './engines.ts';

let t: TestDb;
beforeAll(async () => {
  t = await freshDb('sqlite');
});
afterAll(async () => {
  await t.drop();
});

describe('the development SMS provider', () => {
  it('writes the message to the outbox and logs that it did, without the code or the whole number', async () => {
    const lines: string[] = [];
    const restore = captureLog((line) => lines.push(line));
    try {
      await developmentSms(t.db).send('+447700900123', 'Your verification code is 1197');
    } finally {
      restore();
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ msg: 'sms written to the outbox (development, not sent)', to: '+44…23' });
    expect(lines[0]).not.toContain('1197');
    expect(lines[0]).not.toContain('7700900');
    const row = await t.db.selectFrom('sms_outbox').select('body').executeTakeFirstOrThrow();
    expect(row.body).toBe('Your verification code is 1197');
  });
});
