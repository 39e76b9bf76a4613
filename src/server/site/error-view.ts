import type { MessageInputs, MessageKey } from '../../i18n/t.ts';
import { AppError } from '../app-error.ts';

/** What the error page shows for an error: its status, its heading, and a second line. */
export interface ErrorView {
  status: number;
  kind: 'network' | 'refusal' | 'lost';
  message: MessageKey;
  params: MessageInputs;
  /** The line under the heading; undefined when the heading says it all. */
  hint?: MessageKey;
}

/**
 * Socket and name-resolution failures: the page could not reach something it needs (PostgreSQL over
 * the network, a mail or SMS peer). The reader can do one thing about it: reload a little later.
 */
const NETWORK_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  // PostgreSQL: the server is starting up, shutting down, or the connection was lost (class 08, 57P0x).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);

/** True when the error (or any error it wraps) is a lost or refused network connection. */
export function isNetworkError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
  // AggregateError: one per address tried (IPv4 and IPv6 of localhost).
  if (Array.isArray(e.errors) && e.errors.some((x) => isNetworkError(x, depth + 1))) return true;
  return isNetworkError(e.cause, depth + 1);
}

/**
 * Spec section 8 for a route that failed: a refusal (AppError) says what it is at its status; a lost
 * connection is the network-error page (503: the reader may reload); anything else is 'we lost this
 * page' at the error's own status, else 500.
 */
export function errorView(error: unknown): ErrorView {
  if (error instanceof AppError && error.status >= 400 && error.status < 600) {
    return { status: error.status, kind: 'refusal', message: error.code, params: error.params };
  }
  if (isNetworkError(error)) return { status: 503, kind: 'network', message: 'error.network', params: {} };
  const status = (error as { status?: unknown } | undefined)?.status;
  return {
    status: typeof status === 'number' && status >= 400 && status < 600 ? status : 500,
    kind: 'lost',
    message: 'error.lostPage',
    params: {},
    hint: 'error.tryLater',
  };
}
