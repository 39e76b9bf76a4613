import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the site under test (started in global-setup.ts): every message it receives
 * is written to a folder, one file each, where a test reads it as a person reads their inbox.
 */
export async function startMailPeer(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString();
      });
      stream.on('end', () => {
        writeFileSync(
          join(dir, `${String(++n).padStart(5, '0')}.json`),
          JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address), raw }),
        );
        done();
      });
    },
  });
  const port = await new Promise<number>((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)),
  );
  return { port, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/** The newest message to an address (its raw text), or undefined. */
export function lastMailTo(dir: string, address: string): string | undefined {
  const files = readdirSync(dir).sort().reverse();
  for (const f of files) {
    const m = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string[]; raw: string };
    if (m.to.includes(address)) return m.raw;
  }
  return undefined;
}
