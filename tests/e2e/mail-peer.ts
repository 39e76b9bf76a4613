import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface MailPeerOptions {
  /** A slow server: each message is stored at once and its 250 answered this many milliseconds later. */
  delayMs?: number;
  /**
   * Called with the number of each message as it is stored (1, 2 …); answering 'hold' leaves that
   * message unanswered: taken by the server, but its sender never hears the 250.
   */
  onStored?: (n: number) => 'hold' | void;
}

/**
 * A real SMTP server for the site under test (started in global-setup.ts): every message it receives
 * is written to a folder, one file each, where a test reads it as a person reads their inbox.
 */
export async function startMailPeer(dir: string, options: MailPeerOptions = {}): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // No reverse DNS lookup of each connecting client (127.0.0.1): it only slows every message down.
    disableReverseLookup: true,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString();
      });
      stream.on('end', () => {
        const number = ++n;
        writeFileSync(
          join(dir, `${String(number).padStart(5, '0')}.json`),
          JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address), raw }),
        );
        if (options.onStored?.(number) === 'hold') return;
        if (options.delayMs) setTimeout(() => done(), options.delayMs);
        else done();
      });
    },
  });
  // A sender that vanishes mid-message (the crash tests kill it) is the test's doing, not the peer's failure.
  smtp.on('error', () => {});
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
