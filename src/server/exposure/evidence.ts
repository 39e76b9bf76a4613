import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { sniffEvidenceType, type EvidenceType } from '../../lib/evidence-type.ts';
import { AppError } from '../app-error.ts';
import { stripPdfMetadata } from './evidence-pdf.ts';
import { mb, type EvidenceLimits } from './evidence-limits.ts';
import type { PostedFile } from './multipart.ts';

/** An evidence file ready to store: its type from the content, cleaned bytes, hash and image size. */
export interface Evidence {
  contentType: EvidenceType;
  bytes: Buffer;
  sha256: string;
  width: number | null;
  height: number | null;
}

/**
 * Checks one posted file and makes it safe to keep and show. The type is read from the content
 * (sniffEvidenceType), never from its name or claimed type: a script renamed .png is refused by
 * name. Images are decoded and encoded again by sharp (libvips), which writes no metadata unless
 * asked: EXIF (with GPS positions and the camera's serial number), XMP, IPTC and comments are gone;
 * the EXIF orientation is applied to the pixels first, so the picture still stands the right way up.
 * Decoding also proves the image is one (a PNG header on anything else fails here), and the pixel cap
 * stops a small file that unpacks to gigabytes. PDFs are parsed and written again without their
 * information dictionary and XMP metadata (evidence-pdf.ts), and are served only as downloads
 * (attachment, nosniff, sandboxed), never shown inline.
 */
export async function cleanEvidence(file: PostedFile, limits: EvidenceLimits): Promise<Evidence> {
  if (file.bytes.length === 0) throw new AppError('exposure.file.empty', 400, { name: file.name });
  if (file.bytes.length > limits.maxFileBytes)
    throw new AppError('exposure.file.tooLarge', 413, { name: file.name, max: mb(limits.maxFileBytes) });
  const type = sniffEvidenceType(file.bytes);
  if (!type) throw new AppError('exposure.file.type', 415, { name: file.name });
  if (type === 'application/pdf') {
    const bytes = await stripPdfMetadata(file.bytes, file.name);
    return { contentType: type, bytes, sha256: sha256(bytes), width: null, height: null };
  }
  try {
    const image = sharp(file.bytes, { limitInputPixels: limits.maxPixels, failOn: 'error', animated: false }).rotate();
    const encoded = type === 'image/png' ? image.png() : type === 'image/webp' ? image.webp({ quality: 90 }) : image.jpeg({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { contentType: type, bytes: data, sha256: sha256(data), width: info.width, height: info.height };
  } catch {
    throw new AppError('exposure.file.unreadable', 415, { name: file.name });
  }
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
