/**
 * Reading a request's body within a limit, for the API (JSON) and the account pages' plain forms.
 * One owner for both limits and for how a body without a declared length (chunked) is counted.
 */

/** Largest JSON body an API call accepts: filters and paging fit in far less. */
export const MAX_API_BODY = 16 * 1024;

/**
 * Page forms (sign-in, password, e-mail binding, QR confirmation) post a few hundred bytes. The HTTP
 * front refuses a declared body over this before Astro reads it; a chunked one is counted as it is read.
 */
export const MAX_PAGE_FORM_BODY = 64 * 1024;

/**
 * The body as text, or undefined when it is over `max` bytes. A declared Content-Length over the limit
 * is refused before a byte is read; a body without one (chunked) is read chunk by chunk with a byte
 * count, and reading stops as soon as the count passes the limit, so a 32 MB body costs no more
 * memory than 16 KB does. The stream is left unread rather than cancelled: cancelling it would
 * destroy the socket before the 413 is written; the answer closes the connection instead.
 */
export async function readBodyLimited(request: Request, max: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > max) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > max) {
      reader.releaseLock();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A page form's fields (url-encoded or multipart, as the browser sent them), 'too-large' past
 * MAX_PAGE_FORM_BODY, or undefined when the body is not a form at all.
 */
export async function readFormLimited(request: Request, max = MAX_PAGE_FORM_BODY): Promise<FormData | 'too-large' | undefined> {
  const text = await readBodyLimited(request, max);
  if (text === undefined) return 'too-large';
  const type = request.headers.get('content-type') ?? '';
  return new Response(text, { headers: { 'content-type': type } }).formData().catch(() => undefined);
}
