import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/app-error.ts';
import { cleanEvidence } from '../../src/server/exposure/evidence.ts';
import { EVIDENCE_LIMITS } from '../../src/server/exposure/evidence-limits.ts';
import { stripPdfMetadata } from '../../src/server/exposure/evidence-pdf.ts';
import { brokenPdf, encryptedPdf, pdfBytes, pdfWithMetadata } from '../fixtures/evidence.ts';

const SECRETS = [
  'Secret Author',
  'SecretWriter',
  'SecretProducer',
  'Secret Title',
  'Secret Subject',
  'secret-keyword',
  'Secret XMP Creator',
  'Secret Page XMP',
  'D:2020',
  'D:2021',
  'xmpmeta',
];

async function refusal(run: Promise<unknown>): Promise<AppError> {
  const err = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('stripPdfMetadata', () => {
  it('removes the information dictionary and every XMP packet, and keeps the pages', async () => {
    const sent = await pdfWithMetadata();
    // The fixture carries what it should: otherwise the test below proves nothing.
    for (const s of SECRETS) expect(sent.includes(s), s).toBe(true);
    const kept = await stripPdfMetadata(sent, 'statement.pdf');
    for (const s of SECRETS) expect(kept.includes(s), s).toBe(false);
    const doc = await PDFDocument.load(kept, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(3);
    // Asked before the getters below, which make an empty information dictionary when there is none.
    expect(doc.context.trailerInfo.Info).toBeUndefined();
    expect(kept.includes('/Info')).toBe(false);
    expect([doc.getAuthor(), doc.getCreator(), doc.getProducer(), doc.getTitle(), doc.getSubject(), doc.getKeywords()]).toEqual(
      Array(6).fill(undefined),
    );
    expect([doc.getCreationDate(), doc.getModificationDate()]).toEqual([undefined, undefined]);
    expect(doc.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
    expect(doc.getPages().map((p) => p.node.get(PDFName.of('Metadata')))).toEqual([undefined, undefined, undefined]);
    // The pages keep their size (and their content streams, which nothing here touches).
    expect(doc.getPage(1).getSize()).toEqual({ width: 200, height: 200 });
  });

  it('keeps a minimal PDF that had no metadata a PDF with its one page', async () => {
    const kept = await stripPdfMetadata(pdfBytes(), 'minimal.pdf');
    expect((await PDFDocument.load(kept)).getPageCount()).toBe(1);
  });

  it('refuses a file with a PDF header and no document after it, as a 415 naming the file', async () => {
    const err = await refusal(stripPdfMetadata(brokenPdf(), 'broken.pdf'));
    expect([err.code, err.status, err.params]).toEqual(['exposure.file.unreadablePdf', 415, { name: 'broken.pdf' }]);
  });

  it('refuses an encrypted PDF, whose metadata cannot be read or removed', async () => {
    const err = await refusal(stripPdfMetadata(encryptedPdf(), 'locked.pdf'));
    expect([err.code, err.status, err.params]).toEqual(['exposure.file.encryptedPdf', 415, { name: 'locked.pdf' }]);
  });
});

describe('cleanEvidence on a PDF', () => {
  it('stores the cleaned bytes and their hash, not what was sent', async () => {
    const sent = await pdfWithMetadata();
    const e = await cleanEvidence({ name: 'statement.pdf', bytes: sent }, EVIDENCE_LIMITS);
    expect(e.contentType).toBe('application/pdf');
    expect(e.bytes.includes('Secret Author')).toBe(false);
    expect(e.bytes.equals(sent)).toBe(false);
    expect(e.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
