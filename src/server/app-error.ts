import type { MessageInputs, MessageKey } from '../i18n/t.ts';

/**
 * A refusal a service or helper throws: a stable code (a catalogue key such as 'auth.tooMany'), the
 * HTTP status, the message's inputs and any headers of the answer (Retry-After on 429). Nothing below
 * the edge translates: the API handler and the page-form helper word it in the caller's language.
 */
export class AppError extends Error {
  readonly code: MessageKey;
  readonly status: number;
  readonly params: MessageInputs;
  readonly headers: Record<string, string>;
  constructor(code: MessageKey, status: number, params: MessageInputs = {}, headers: Record<string, string> = {}) {
    // The code as the message: a log line says which refusal it was, in no one's language.
    super(code);
    this.code = code;
    this.status = status;
    this.params = params;
    this.headers = headers;
  }
}
