/**
 * Cuts the content of named elements out of an XML text stream before it reaches the parser, keeping
 * the start and end tags and every newline (so line numbers stay right). GLEIF's Golden Copy wraps
 * each record's geocoding in an Extension element that is about half of the file and that nothing
 * reads: tokenizing it costs saxes as much as the rest. A text scan finds the end tag far faster.
 * It assumes what GLEIF's generated files guarantee: the element is not nested in itself, and its
 * end tag does not occur inside a comment or CDATA section within it. Names are matched as written,
 * prefix included ("lei:Extension"): a file that spells them otherwise is parsed whole, only slower.
 */
export class ElementDropper {
  private readonly starts: string[];
  private inside: string | null = null;
  private carry = '';

  /** names: qualified names of the elements to empty, as the files write them ("lei:Extension"). */
  constructor(names: readonly string[]) {
    this.starts = names.map((n) => `<${n}`);
  }

  /** The first start tag of a dropped element from pos: its position and name, or null. */
  private next(s: string, pos: number): { at: number; name: string } | null {
    let best: { at: number; name: string } | null = null;
    for (const start of this.starts) {
      for (let at = s.indexOf(start, pos); at >= 0 && (!best || at < best.at); at = s.indexOf(start, at + 1)) {
        // "<lei:Extension" must not be the start of "<lei:ExtensionFoo".
        const c = s.charCodeAt(at + start.length);
        if (c === 62 /* > */ || c === 47 /* / */ || c === 32 || c === 9 || c === 10 || c === 13) {
          best = { at, name: start.slice(1) };
          break;
        }
        if (Number.isNaN(c)) {
          best = { at, name: start.slice(1) };
          break;
        } // cut by the chunk end: decided next time
      }
    }
    return best;
  }

  /** The next chunk of text with dropped content replaced by its newlines. */
  push(chunk: string): string {
    const s = this.carry + chunk;
    this.carry = '';
    let out = '';
    let pos = 0;
    for (;;) {
      if (this.inside !== null) {
        const end = s.indexOf(this.inside, pos);
        if (end < 0) {
          // Keep a tail that may be the start of the end tag.
          const cut = Math.max(pos, s.length - this.inside.length + 1);
          out += newlines(s, pos, cut);
          this.carry = s.slice(cut);
          return out;
        }
        out += newlines(s, pos, end);
        pos = end;
        this.inside = null;
        continue;
      }
      const m = this.next(s, pos);
      if (!m) {
        // Keep a tail that may be the start of a start tag cut by the chunk boundary.
        const lt = s.lastIndexOf('<');
        const cut = lt >= pos && s.length - lt < 256 ? lt : s.length;
        this.carry = s.slice(cut);
        return out + s.slice(pos, cut);
      }
      const gt = s.indexOf('>', m.at);
      if (gt < 0) {
        this.carry = s.slice(m.at);
        return out + s.slice(pos, m.at);
      }
      out += s.slice(pos, gt + 1);
      pos = gt + 1;
      if (s.charCodeAt(gt - 1) !== 47 /* "/": self-closing, nothing to drop */) this.inside = `</${m.name}>`;
    }
  }

  /** What is held back at the end of the stream. */
  end(): string {
    const rest = this.inside === null ? this.carry : newlines(this.carry, 0, this.carry.length);
    this.carry = '';
    return rest;
  }
}

function newlines(s: string, from: number, to: number): string {
  let n = 0;
  for (let i = s.indexOf('\n', from); i >= 0 && i < to; i = s.indexOf('\n', i + 1)) n++;
  return '\n'.repeat(n);
}
