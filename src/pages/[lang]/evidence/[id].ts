import type { APIRoute } from 'astro';
import { evidenceFile } from '../../../server/exposure/exposure.service.ts';

export const prerender = false;

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/**
 * /{lang}/evidence/{file id}: one evidence file. An approved report's files are public (the broker
 * page's Exposure section links them; images were re-encoded without metadata, so they are shown
 * inline and cached by everyone); before approval only staff may download them, privately. Either
 * way nosniff and a sandboxing CSP, and a PDF is always a download (Content-Disposition attachment),
 * never opened in the site's origin. Everyone else gets a 404: a pending report's files do not exist
 * for them.
 */
export const GET: APIRoute = async ({ params, locals }) => {
  const id = params.id ?? '';
  // Only a file that is not public needs to know who asks (reading the member makes the answer private).
  const file = (await evidenceFile(locals.db, id, undefined)) ?? (await evidenceFile(locals.db, id, await locals.memberId()));
  if (!file)
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  const inline = file.public && file.content_type.startsWith('image/');
  const name = `evidence-${file.sha256.slice(0, 12)}.${EXTENSIONS[file.content_type] ?? 'bin'}`;
  return new Response(Buffer.from(file.bytes), {
    headers: {
      'Content-Type': file.content_type,
      'Content-Length': String(file.size),
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${name}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': file.public ? 'public, max-age=3600' : 'private, no-store',
      ETag: `"${file.sha256}"`,
    },
  });
};
