import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { WrongFormatError, type Parsed } from '../types.ts';
import { ElementDropper } from './xml-drop.ts';

/** One element of a record: local name (prefix dropped), attributes, own text, child elements. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: XmlNode[];
}

export interface XmlRecordsOptions<T> {
  /** For messages: "GLEIF LEI-CDF XML". */
  formatLabel: string;
  /** The document element every file of the format has: local name and namespace URI. */
  root: { name: string; namespace: string };
  /** Local name of the element that is one record. */
  record: string;
  /** Local names of elements inside a record whose content is not needed (e.g. geocoding extensions). */
  skip?: ReadonlySet<string>;
  /**
   * Of those, the ones whose content is cut out of the text before parsing, for speed (see
   * ElementDropper): XML errors inside them then go unnoticed.
   */
  drop?: readonly string[];
  /** Maps one record; throwing rejects the record with the error's message. */
  map: (record: XmlNode) => T;
}

/** saxes errors that only follow from an earlier error, already reported. */
const AFTERMATH = /documents may contain only one root|text data outside of root node/;

/** Elements kept per record before it is refused: a broken file cannot make one record eat the memory. */
const MAX_NODES = 20_000;

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

interface OpenRecord {
  line: number;
  depth: number;
  stack: XmlNode[];
  nodes: number;
  /** Depth of the skipped element being passed over, or 0. */
  skipAt: number;
  /** Why the record is refused, once something is wrong with it. */
  bad: string | null;
}

/**
 * Streams the records of an XML file with saxes, in constant memory: only the record being read is
 * held, as a small tree. The document element must be `root` (name and namespace), else the file is
 * of another format and everything stops before the first record. A record with an XML error in it,
 * or cut off by the end of the file, becomes a rejected record with the line it starts on; an error
 * between records is rejected with its own line. Reading goes on after errors.
 */
export async function* xmlRecords<T>(file: string, opts: XmlRecordsOptions<T>, onBytes: (bytes: number) => void): AsyncIterable<Parsed<T>> {
  const { root, record: recordName, skip, map } = opts;
  const notThis = (why: string) => new WrongFormatError(`${file} is not a ${opts.formatLabel} file: ${why}`);
  const parser = new SaxesParser({ position: true });
  const out: Array<Parsed<T>> = [];
  let wrong: WrongFormatError | null = null;
  let rootSeen = false;
  let current: OpenRecord | null = null;
  let tagLine = 0;
  let errorSinceRecord = false;
  /** Elements met outside records (the document element, LEIRecords …). */
  const frame = new Set<string>();

  const finish = (r: OpenRecord, reason?: string) => {
    current = null;
    const why = reason ?? r.bad;
    // Errors right after a record broken by XML errors come from the same broken spot: reported already.
    errorSinceRecord = r.bad !== null;
    if (why) {
      out.push({ ok: false, line: r.line, reason: why });
      return;
    }
    try {
      out.push({ ok: true, line: r.line, value: map(r.stack[0]) });
    } catch (err) {
      out.push({ ok: false, line: r.line, reason: (err as Error).message });
    }
  };

  parser.on('opentagstart', () => {
    // saxes reports this once the name is read; a newline right after the name has moved it on a line.
    tagLine = parser.column === 0 ? parser.line - 1 : parser.line;
  });
  parser.on('opentag', (tag) => {
    if (!rootSeen) {
      rootSeen = true;
      frame.add(tag.name);
      const colon = tag.name.indexOf(':');
      const declared = tag.attributes[colon < 0 ? 'xmlns' : `xmlns:${tag.name.slice(0, colon)}`];
      if (localName(tag.name) !== root.name || declared !== root.namespace) {
        wrong = notThis(
          `its document element is <${tag.name}>${declared ? ` in namespace ${declared}` : ''}, not ${root.name} in ${root.namespace}`,
        );
      }
      return;
    }
    const name = localName(tag.name);
    let r = current;
    if (r === null) {
      // Outside a record: only the start of the next one matters.
      if (name !== recordName) {
        frame.add(tag.name);
        return;
      }
      r = current = { line: tagLine, depth: 0, stack: [], nodes: 0, skipAt: 0, bad: null };
    } else if (name === recordName) {
      // A record inside a record: the previous one was never closed. Refuse it and start afresh.
      finish(r, `the record is not closed before the next one starts (line ${tagLine})`);
      r = current = { line: tagLine, depth: 0, stack: [], nodes: 0, skipAt: 0, bad: null };
    }
    r.depth += 1;
    if (r.skipAt || r.bad) return;
    if (skip?.has(name)) {
      r.skipAt = r.depth;
      return;
    }
    if (++r.nodes > MAX_NODES) {
      r.bad = `the record has more than ${MAX_NODES} elements`;
      r.stack = [];
      return;
    }
    const node: XmlNode = { name, attrs: tag.attributes as Record<string, string>, text: '', children: [] };
    r.stack[r.stack.length - 1]?.children.push(node);
    r.stack.push(node);
  });
  const onText = (text: string) => {
    const r = current;
    if (r === null || r.skipAt || r.bad) return;
    // Only leaf elements carry values here; the indentation between child elements is not kept.
    const top = r.stack[r.stack.length - 1];
    if (top && top.children.length === 0) top.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    const r = current;
    if (r === null) return;
    if (r.skipAt) {
      if (r.depth === r.skipAt) r.skipAt = 0;
    } else if (!r.bad && r.stack.length > 1) r.stack.pop();
    r.depth -= 1;
    if (r.depth === 0) finish(r);
  });
  parser.on('error', (err) => {
    if (!rootSeen) {
      wrong ??= notThis(`it does not start as XML (${err.message})`);
      return;
    }
    if (wrong) return;
    // After a stray close tag saxes has popped every open element, the document element too, and
    // then calls each later element a second root. The records themselves still read correctly.
    if (AFTERMATH.test(err.message)) return;
    // The real close tags of the popped elements then find nothing open.
    const unmatched = / unmatched closing tag: (.+)\.$/.exec(err.message);
    if (unmatched && frame.has(unmatched[1])) return;
    const reason = `XML error at ${err.message}`;
    if (current) current.bad ??= reason;
    else if (!errorSinceRecord) {
      // Between records, one broken spot is reported once, on the line where it is.
      errorSinceRecord = true;
      out.push({ ok: false, line: parser.line, reason });
    }
  });

  const input = createReadStream(file);
  const decoder = new StringDecoder('utf8');
  const dropper = opts.drop?.length ? new ElementDropper(opts.drop) : null;
  let bytes = 0;
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      onBytes(bytes);
      const text = decoder.write(chunk);
      parser.write(dropper ? dropper.push(text) : text);
      if (wrong) throw wrong;
      for (const item of out) yield item;
      out.length = 0;
    }
    parser.write(dropper ? dropper.push(decoder.end()) + dropper.end() : decoder.end());
    const open = current as OpenRecord | null;
    const before = out.length;
    parser.close();
    if (!rootSeen) throw notThis('it has no document element');
    if (wrong) throw wrong;
    // The end of a cut-off file raises one error per unclosed element: report the cut once, on the
    // record it falls in, or where it is when it falls between records.
    if (open) {
      out.length = before;
      finish(open, 'the file ends inside this record (truncated?)');
    } else if (out.length > before) {
      const [first] = out.splice(before);
      if (!first.ok) out.push({ ok: false, line: first.line, reason: `the file ends early (truncated?): ${first.reason}` });
    }
    for (const item of out) yield item;
  } finally {
    input.destroy();
  }
}
