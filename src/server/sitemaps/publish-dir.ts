import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { log } from '../log.ts';

/**
 * Publishing a set of files all at once. `dir` is a symbolic link to a generation directory beside
 * it (`.sitemaps.gen-…`): a new set is written into a fresh generation, then a new link is renamed
 * over `dir`. rename(2) replaces the link atomically, so a reader opening `dir/x` finds the old set
 * or the new one, never a half-written one and never none. (Renaming the directories themselves
 * cannot do that: a directory cannot be renamed over a non-empty one, so there would be a moment
 * with no `dir` at all.)
 */

const STALE_MS = 24 * 3600 * 1000;

function prefixOf(dir: string): string {
  return `.${basename(resolve(dir))}.gen-`;
}

/** Creates an empty generation directory for `dir`, on the same file system so that it can be published. */
export async function newGeneration(dir: string): Promise<string> {
  const parent = dirname(resolve(dir));
  await mkdir(parent, { recursive: true });
  const path = join(parent, `${prefixOf(dir)}${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`);
  await mkdir(path);
  return path;
}

/** Points `dir` at the generation, then removes the generation it replaced and any abandoned ones. */
export async function publishGeneration(dir: string, generation: string): Promise<void> {
  const target = resolve(dir);
  const parent = dirname(target);
  const link = `${generation}.link`;
  await rm(link, { force: true });
  // Relative, so that the data directory can be moved or mounted elsewhere as a whole.
  await symlink(basename(generation), link);
  const previous = await readlink(target).then(
    (p) => resolve(parent, p),
    () => undefined,
  );
  try {
    await rename(link, target);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'ENOTEMPTY' && code !== 'EEXIST') throw err;
    // A real directory (made by hand or by an older writer): this once, move it aside and link
    // (for that moment there is no set; the aside one goes with the old generations below).
    await rename(target, `${generation}.replaced`);
    await rename(link, target);
  }
  // The new set is live from here on: tidying up must not fail the publication.
  await removeOld(dir, generation, previous).catch((err: unknown) => log.warn({ err }, 'sitemaps: could not remove an old set'));
}

/** Removes the generation just replaced, and generations left a day ago by a run that crashed. */
async function removeOld(dir: string, current: string, previous: string | undefined): Promise<void> {
  const prefix = prefixOf(dir);
  const parent = dirname(resolve(dir));
  if (previous && previous !== current && basename(previous).startsWith(prefix)) await rm(previous, { recursive: true, force: true });
  await rm(`${current}.replaced`, { recursive: true, force: true });
  // A day old, so that the generation a concurrent run is still writing is never touched.
  for (const name of await readdir(parent)) {
    const path = join(parent, name);
    if (!name.startsWith(prefix) || path === current) continue;
    const s = await lstat(path).catch(() => undefined);
    if (s && Date.now() - s.mtimeMs > STALE_MS) await rm(path, { recursive: true, force: true });
  }
}
