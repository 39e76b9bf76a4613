import busboy from 'busboy';
import { AppError } from '../app-error.ts';
import { mb, type EvidenceLimits } from './evidence-limits.ts';

/** A file as posted: its bytes, and the name the browser gave it (for messages only, never stored). */
export interface PostedFile {
  name: string;
  bytes: Buffer;
}

export interface EvidenceForm {
  field: (name: string) => string;
  files: PostedFile[];
}

/** Text fields are short: a description is at most a few thousand characters. */
const MAX_FIELD_BYTES = 32 * 1024;
const MAX_FIELDS = 30;

/**
 * Reads a multipart form with evidence files through busboy, within the limits: a file over the
 * per-file size, more files than allowed, or a body over the total is refused (413) the moment it is
 * seen, and the rest of the body is never read (the answer closes the connection, as readBodyLimited
 * does). Empty file parts with no name (a file input left empty) are skipped; an empty file that has a
 * name is kept, so that it is refused by name. Other refusals: not multipart (415), malformed (400).
 */
export async function readEvidenceForm(request: Request, limits: EvidenceLimits): Promise<EvidenceForm> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) throw new AppError('exposure.form.notMultipart', 415);
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limits.maxBody) throw tooLarge('exposure.files.tooLarge', limits.maxTotalBytes);

  const fields = new Map<string, string>();
  const files: PostedFile[] = [];
  let failure: AppError | undefined;
  let finished = false;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      limits: { fileSize: limits.maxFileBytes, fieldSize: MAX_FIELD_BYTES, fields: MAX_FIELDS, parts: MAX_FIELDS + limits.maxFiles * 2 },
    });
  } catch {
    throw new AppError('exposure.form.malformed', 400);
  }
  let total = 0;
  parser.on('field', (name, value) => {
    if (!fields.has(name)) fields.set(name, value);
  });
  parser.on('file', (_name, stream, info) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
    });
    stream.on('limit', () => {
      failure ??= tooLarge('exposure.file.tooLarge', limits.maxFileBytes, info.filename);
    });
    stream.on('end', () => {
      if (failure) return;
      if (!info.filename && size === 0) return;
      const kept = files.filter((f) => f.bytes.length > 0 || f.name).length;
      if (kept >= limits.maxFiles) {
        failure = new AppError('exposure.files.tooMany', 413, { max: limits.maxFiles }, { Connection: 'close' });
        return;
      }
      total += size;
      if (total > limits.maxTotalBytes) failure = tooLarge('exposure.files.tooLarge', limits.maxTotalBytes);
      else files.push({ name: (info.filename || 'file').slice(0, 120), bytes: Buffer.concat(chunks) });
    });
  });
  parser.on('partsLimit', () => (failure ??= new AppError('exposure.form.malformed', 400)));
  parser.on('fieldsLimit', () => (failure ??= new AppError('exposure.form.malformed', 400)));
  const closed = new Promise<void>((resolve) => {
    parser.on('close', () => {
      finished = true;
      resolve();
    });
    parser.on('error', () => {
      failure ??= new AppError('exposure.form.malformed', 400);
      resolve();
    });
  });

  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!parser.write(value)) await new Promise((r) => parser.once('drain', r));
      // Let the parser's events for this chunk run before deciding whether to read on.
      await new Promise((r) => setImmediate(r));
      if (failure) {
        // Stop here: the rest of the body is not read (see readBodyLimited).
        reader.releaseLock();
        parser.destroy();
        throw failure;
      }
    }
  }
  parser.end();
  await closed;
  if (failure) throw failure;
  if (!finished) throw new AppError('exposure.form.malformed', 400);
  return { field: (name) => fields.get(name) ?? '', files };
}

function tooLarge(code: 'exposure.file.tooLarge' | 'exposure.files.tooLarge', max: number, name?: string): AppError {
  return new AppError(code, 413, { max: mb(max), name: name ?? '' }, { Connection: 'close' });
}
