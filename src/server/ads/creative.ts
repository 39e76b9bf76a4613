import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { AdSize } from '../../lib/ad-slots.ts';
import { sniffEvidenceType } from '../../lib/evidence-type.ts';
import { AppError } from '../app-error.ts';
import { CREATIVE_LIMITS } from './creative-limits.ts';
import type { PostedFile } from '../exposure/multipart.ts';

export interface Creative {
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  bytes: Buffer;
  sha256: string;
  width: number;
  height: number;
}

const sizeText = (sizes: readonly AdSize[]) => sizes.map((s) => `${s.width}×${s.height}`).join(', ');

/**
 * Checks one creative and makes it safe to serve: the type from the content (PNG, JPEG or WebP; a PDF,
 * a GIF or a script renamed .png is refused), decoded by sharp (a PNG header on anything else fails),
 * the exact size of one of `sizes` (a scaled banner blurs, and the page reserves exactly that box),
 * then encoded again without metadata (EXIF, XMP, comments).
 */
export async function checkCreative(file: PostedFile, sizes: readonly AdSize[]): Promise<Creative> {
  if (file.bytes.length === 0) throw new AppError('exposure.file.empty', 400, { name: file.name });
  if (file.bytes.length > CREATIVE_LIMITS.maxFileBytes) throw new AppError('exposure.file.tooLarge', 413, { name: file.name, max: '1 MB' });
  const type = sniffEvidenceType(file.bytes);
  if (!type || type === 'application/pdf') throw new AppError('advertiser.error.creative.type', 415, { name: file.name });
  let width: number;
  let height: number;
  try {
    const meta = await sharp(file.bytes, { limitInputPixels: CREATIVE_LIMITS.maxPixels, failOn: 'error', animated: false }).metadata();
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    height = meta.autoOrient?.height ?? meta.height ?? 0;
  } catch {
    throw new AppError('exposure.file.unreadable', 415, { name: file.name });
  }
  if (!sizes.some((s) => s.width === width && s.height === height))
    throw new AppError('advertiser.error.creative.size', 400, { name: file.name, size: `${width}×${height}`, sizes: sizeText(sizes) });
  try {
    const image = sharp(file.bytes, { limitInputPixels: CREATIVE_LIMITS.maxPixels, failOn: 'error', animated: false }).rotate();
    const encoded = type === 'image/png' ? image.png() : type === 'image/webp' ? image.webp({ quality: 90 }) : image.jpeg({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      contentType: type,
      bytes: data,
      sha256: createHash('sha256').update(data).digest('hex'),
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new AppError('exposure.file.unreadable', 415, { name: file.name });
  }
}
