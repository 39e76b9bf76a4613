import { PDFDict, PDFDocument, PDFName, PDFRef, PDFStream } from 'pdf-lib';
import { AppError } from '../app-error.ts';

const METADATA = PDFName.of('Metadata');
const TYPE = PDFName.of('Type');

/**
 * A PDF without what identifies its maker: the document information dictionary (Author, Creator,
 * Producer, Title, Subject, Keywords, creation and change dates, and any custom key), every XMP
 * metadata stream (the catalogue's /Metadata and any page's or other object's), and the trailer's
 * file identifier. Pages, their content and their count are kept as they are.
 *
 * pdf-lib parses the file and writes it again from its objects, so a PDF that does not parse is
 * refused (exposure.file.unreadablePdf), and so is an encrypted one (exposure.file.encryptedPdf):
 * its metadata could not be read or removed, and staff could not open it either. A removed object
 * is deleted, not just unlinked, since the writer would otherwise still write it.
 */
export async function stripPdfMetadata(bytes: Uint8Array, name: string): Promise<Buffer> {
  let doc: PDFDocument;
  try {
    // updateMetadata: false, or pdf-lib writes its own Producer, Creator and dates into the file.
    // Encryption is asked about below: pdf-lib's own error for it is no instance of its class (ES5 build).
    doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    throw new AppError('exposure.file.unreadablePdf', 415, { name });
  }
  if (doc.isEncrypted) throw new AppError('exposure.file.encryptedPdf', 415, { name });
  try {
    if (doc.getPageCount() === 0) throw new Error('no pages');
    const { context } = doc;
    const trailer = context.trailerInfo;
    if (trailer.Info instanceof PDFRef) context.delete(trailer.Info);
    trailer.Info = undefined;
    trailer.ID = undefined;
    for (const [ref, object] of context.enumerateIndirectObjects()) {
      const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined;
      if (!dict) continue;
      // An XMP packet is a stream of /Type /Metadata, wherever it hangs; the /Metadata keys point at them.
      if (object instanceof PDFStream && dict.get(TYPE) === PDFName.of('Metadata')) {
        context.delete(ref);
        continue;
      }
      const meta = dict.get(METADATA);
      if (meta instanceof PDFRef) context.delete(meta);
      if (meta) dict.delete(METADATA);
    }
    // Plain objects, no object streams: what was removed is visibly absent from the bytes.
    return Buffer.from(await doc.save({ useObjectStreams: false }));
  } catch {
    throw new AppError('exposure.file.unreadablePdf', 415, { name });
  }
}
