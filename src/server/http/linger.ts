import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A refusal sent while the request's body is still arriving (413: the client is uploading more than
 * we read) closes the connection. Closing a socket with unread data makes the kernel send a reset,
 * which can reach the client before it has read our answer: it then sees "connection reset" instead
 * of the 413 (seen on a loaded machine in tests/e2e/http.test.ts). As nginx's lingering close does,
 * after the answer our side is shut for writing (FIN) and what the client still sends is read and
 * dropped, for at most LINGER_MS, before the socket is destroyed. Time is the only bound: a cap on
 * bytes would cut a fast client off (loopback sends megabytes in milliseconds) with the very reset this
 * avoids, and reading into nothing costs us no memory.
 */
const LINGER_MS = 2000;

const lingering = new WeakSet<Socket>();

/** Makes the closing of this request's connection a lingering one, when its body has not all arrived. */
export function lingerOnClose(req: IncomingMessage): void {
  const socket = req.socket;
  if (req.complete || lingering.has(socket)) return;
  lingering.add(socket);
  // Node's server closes a `Connection: close` answer's socket with destroySoon once the answer is written.
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    const stop = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    const timer = setTimeout(stop, LINGER_MS);
    timer.unref();
    socket.on('data', () => {});
    socket.once('end', stop);
    socket.resume();
  };
}
