import { describe, expect, it } from 'vitest';
import { isImageType, sniffEvidenceType } from '../../src/lib/evidence-type.ts';

const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffEvidenceType', () => {
  it('tells PNG, JPEG, WebP and PDF by their first bytes', () => {
    expect(sniffEvidenceType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest'))).toBe('image/png');
    expect(sniffEvidenceType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(sniffEvidenceType(bytes('RIFF', [0x10, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffEvidenceType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses a script, an HTML page, a RIFF that is not WebP, a GIF and nothing at all', () => {
    expect(sniffEvidenceType(bytes('#!/bin/sh\nrm -rf /'))).toBeUndefined();
    expect(sniffEvidenceType(bytes('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(sniffEvidenceType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeUndefined();
    expect(sniffEvidenceType(bytes('GIF89a'))).toBeUndefined();
    expect(sniffEvidenceType(new Uint8Array())).toBeUndefined();
  });

  it('takes a PDF only when its header starts the file', () => {
    expect(sniffEvidenceType(bytes('junk %PDF-1.4'))).toBeUndefined();
  });

  it('calls images images and a PDF not', () => {
    expect(isImageType('image/webp')).toBe(true);
    expect(isImageType('application/pdf')).toBe(false);
  });
});
