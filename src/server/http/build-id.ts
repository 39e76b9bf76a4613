import { readFileSync, unwatchFile, watchFile } from 'node:fs';
import { log } from '../log.ts';

/**
 * The id of the build in dist/ (written by scripts/build-id.ts at `npm run build`), which the page cache
 * puts into the key of pages that change only with a deploy. The file is watched: when a deploy writes
 * a new dist/ under a running process, its next request for such a page misses and renders anew
 * instead of serving the old build's copy. Without the file (a development tree) the id is 'dev'.
 */
export interface BuildId {
  current(): string;
  stop(): void;
}

const POLL_MS = 2000;

export function watchBuildId(file: string, pollMs = POLL_MS): BuildId {
  let id = read(file);
  const onChange = () => {
    const next = read(file);
    if (next === id) return;
    log.info({ from: id, to: next }, 'new build id: pages of the old build are rendered anew');
    id = next;
  };
  // watchFile polls (stat) rather than relying on inotify, which misses a file replaced by a rename.
  watchFile(file, { interval: pollMs, persistent: false }, onChange);
  return { current: () => id, stop: () => unwatchFile(file, onChange) };
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim() || 'dev';
  } catch {
    return 'dev';
  }
}
