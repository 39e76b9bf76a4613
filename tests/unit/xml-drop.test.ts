import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ElementDropper } from '../../src/server/import/formats/xml-drop.ts';
import { FIXTURES } from '../db/fixtures.ts';

const SAMPLE = readFileSync(`${FIXTURES}/gleif/lei-cdf-3-golden-copy-sample.xml`, 'utf8');

/** The text through a dropper, cut into chunks of the given sizes (repeating). */
function through(text: string, sizes: number[]): string {
  const d = new ElementDropper(['lei:Extension']);
  let out = '';
  for (let i = 0, k = 0; i < text.length; k++) {
    const n = sizes[k % sizes.length];
    out += d.push(text.slice(i, i + n));
    i += n;
  }
  return out + d.end();
}

const lines = (s: string) => s.split('\n').length;

describe('dropping element content before parsing', () => {
  it('empties every Extension of the sample and keeps everything else, line for line', () => {
    const out = through(SAMPLE, [SAMPLE.length]);
    expect(out).not.toContain('gleif:Geocoding');
    expect(lines(out)).toBe(lines(SAMPLE));
    // Outside the emptied elements the text is unchanged.
    expect(out.replace(/<lei:Extension>\n*<\/lei:Extension>/g, '')).toBe(SAMPLE.replace(/<lei:Extension>[\s\S]*?<\/lei:Extension>/g, ''));
    expect(out).toContain('<lei:Extension/>');
  });

  it('gives the same text however the stream is cut into chunks', () => {
    const whole = through(SAMPLE, [SAMPLE.length]);
    for (const sizes of [[1], [2, 3], [7], [13, 1, 64], [1000], [4096, 5]]) expect(through(SAMPLE, sizes)).toBe(whole);
  });

  it('leaves alone elements whose name only starts the same, and other prefixes', () => {
    const text = '<a><lei:ExtensionX>keep</lei:ExtensionX><x:Extension>keep too</x:Extension><lei:Extension>\ndrop\n</lei:Extension></a>';
    expect(through(text, [5])).toBe(
      '<a><lei:ExtensionX>keep</lei:ExtensionX><x:Extension>keep too</x:Extension><lei:Extension>\n\n</lei:Extension></a>',
    );
  });

  it('keeps the newlines of an element cut off by the end of the file', () => {
    expect(through('<a><lei:Extension>\n<x>\n', [3])).toBe('<a><lei:Extension>\n\n');
  });
});
