import { createReadStream } from 'node:fs';
import { getManyValues, isMany, none } from 'stream-chain/core';
import Assembler from 'stream-json/assembler.js';
import { jsonParser, type Token } from 'stream-json/parser.js';

/**
 * Streams selected values out of one large JSON document with stream-json's tokenizer, so that a
 * file of tens of megabytes (an SEC companyfacts of a big filer) is never held whole: only the values
 * `choose` takes are assembled, everything it skips is read token by token and dropped. The tokenizer
 * is called as a plain function per chunk read (not as a stream of single tokens), which makes
 * walking millions of tokens several times faster.
 */

export type JsonPath = ReadonlyArray<string | number>;

/** What to do with the value at a path: assemble it whole, walk into it, or pass over it. */
export type JsonChoice = 'take' | 'descend' | 'skip';

export type JsonEntry = { path: JsonPath; value: unknown };

/** The document is not JSON, or breaks off (a truncated file), after `entries` values were taken. */
export class JsonBrokenError extends Error {
  readonly entries: number;
  constructor(message: string, entries: number) {
    super(message);
    this.entries = entries;
  }
}

interface Frame {
  array: boolean;
  key: string | number;
}

const START = new Set<Token['name']>(['startObject', 'startArray']);

/** Packed tokens only (keyValue, stringValue, numberValue): a key or string arrives whole. */
const newTokenizer = () => jsonParser({ packValues: true, streamValues: false });

/** The tokenizer's output for one call: none, one token or many. */
const tokensOf = (out: unknown): Token[] => (out === none ? [] : isMany(out) ? (getManyValues(out) as Token[]) : [out as Token]);

/**
 * The tokens of `text` up to the point where it breaks, read by a new tokenizer that is first given
 * the document's first `before` characters again. Only a broken file gets here, once: it costs a
 * second read of the file up to the break.
 */
async function tokensBeforeError(file: string, before: number, text: string): Promise<Token[]> {
  const tokenize = newTokenizer();
  const input = createReadStream(file, { encoding: 'utf8' });
  try {
    let fed = 0;
    let first = true;
    for await (const chunk of input as AsyncIterable<string>) {
      if (fed >= before) break;
      const part = first ? chunk.replace(/^\uFEFF/, '') : chunk;
      first = false;
      const take = part.length <= before - fed ? part : part.slice(0, before - fed);
      tokenize(take); // read without an error the first time
      fed += take.length;
    }
  } finally {
    input.destroy();
  }
  const tokens: Token[] = [];
  // Character by character, keeping every token read before the one that fails.
  for (const ch of text) {
    try {
      tokens.push(...tokensOf(tokenize(ch)));
    } catch {
      break;
    }
  }
  return tokens;
}
const END = new Set<Token['name']>(['endObject', 'endArray']);

function scalar(token: Token): unknown {
  switch (token.name) {
    case 'stringValue':
      return token.value;
    case 'numberValue':
      return Number(token.value);
    case 'nullValue':
      return null;
    case 'trueValue':
      return true;
    case 'falseValue':
      return false;
    default:
      return undefined;
  }
}

/**
 * Yields `{path, value}` for every value `choose` takes, in document order. `choose` also sees the
 * root (path []) with whether it is an array, and may throw to stop at once (a wrong shape).
 * A tokenizer error becomes JsonBrokenError; errors thrown by `choose` pass through unchanged.
 */
export async function* jsonEntries(
  file: string,
  choose: (path: JsonPath, isArray: boolean | null) => JsonChoice,
  onBytes: (bytes: number) => void,
): AsyncIterable<JsonEntry> {
  const input = createReadStream(file, { encoding: 'utf8' }); // the decoder keeps characters split across chunks whole
  const tokenize = newTokenizer();
  /** Open containers, each with the key or index of the value being read in it. */
  const frames: Frame[] = [];
  let asm: Assembler | null = null;
  let taking: JsonPath = [];
  let skipDepth = 0;
  let taken = 0;
  let started = false;
  /** After a value ends, an array's next element gets the next index. */
  const next = () => {
    const top = frames.at(-1);
    if (top?.array) top.key = (top.key as number) + 1;
  };

  /** Moves the walk on by one token; returns the entry it completes, if any. */
  const step = (token: Token): JsonEntry | undefined => {
    if (asm) {
      asm.consume(token);
      if (!asm.done) return undefined;
      const entry = { path: taking, value: asm.current };
      asm = null;
      next();
      return entry;
    }
    if (skipDepth) {
      if (START.has(token.name)) skipDepth += 1;
      else if (END.has(token.name)) skipDepth -= 1;
      if (!skipDepth) next();
      return undefined;
    }
    if (token.name === 'keyValue') {
      frames.at(-1)!.key = token.value;
      return undefined;
    }
    if (END.has(token.name)) {
      frames.pop();
      next();
      return undefined;
    }
    // A value starts here.
    const isArray = token.name === 'startArray' ? true : token.name === 'startObject' ? false : null;
    const here = frames.map((f) => f.key);
    const choice = choose(here, isArray);
    if (!started) {
      started = true;
      if (isArray === null) throw new JsonBrokenError('the document is a single value, not an object or array', 0);
      if (choice !== 'descend') throw new Error('jsonEntries: the root can only be descended into');
      frames.push({ array: isArray, key: isArray ? 0 : '' });
      return undefined;
    }
    if (choice === 'take') {
      if (isArray === null) {
        next();
        return { path: here, value: scalar(token) };
      }
      taking = here;
      asm = new Assembler();
      asm.consume(token);
    } else if (choice === 'descend' && isArray !== null) {
      frames.push({ array: isArray, key: isArray ? 0 : '' });
    } else if (isArray !== null) {
      skipDepth = 1;
    } else {
      next();
    }
    return undefined;
  };

  /** Characters of the document the tokenizer has read without an error. */
  let read = 0;

  try {
    let first = true;
    for await (const chunk of input as AsyncIterable<string>) {
      onBytes(input.bytesRead);
      const text = first ? chunk.replace(/^\uFEFF/, '') : chunk;
      first = false;
      let tokens: Token[];
      try {
        tokens = tokensOf(tokenize(text));
      } catch (err) {
        // The tokenizer drops the tokens it read in this chunk before the error: read them again,
        // so the values that end before the broken spot are still taken (a broken file stops here).
        for (const token of await tokensBeforeError(file, read, text)) {
          const entry = step(token);
          if (entry) {
            taken += 1;
            yield entry;
          }
        }
        throw new JsonBrokenError((err as Error).message, taken);
      }
      read += text.length;
      for (const token of tokens) {
        const entry = step(token);
        if (entry) {
          taken += 1;
          yield entry;
        }
      }
    }
    let last: Token[];
    try {
      last = tokensOf(tokenize(none as unknown as string));
    } catch (err) {
      throw new JsonBrokenError(started ? (err as Error).message : 'the file is empty', taken);
    }
    for (const token of last) {
      const entry = step(token);
      if (entry) {
        taken += 1;
        yield entry;
      }
    }
  } finally {
    input.destroy();
  }
  if (!started) throw new JsonBrokenError('the file is empty', 0);
  if (frames.length) throw new JsonBrokenError('the document breaks off before its end (the file is truncated)', taken);
}
