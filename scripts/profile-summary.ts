/**
 * `node scripts/profile-summary.ts <file.cpuprofile | dir> [--top N]`: a flame graph as a table. Reads
 * V8 CPU profiles (`node --cpu-prof`, or `bench:pages --profile DIR`) and prints, over all of them
 * together, the functions with the most self time and the most inclusive time (time on the stack,
 * each function counted once per sample even when it recurses), as shares of the non-idle samples
 * ((program) is native work V8 does not attribute to a function: busy, but without a stack),
 * and the same grouped by package (Astro, React, Kysely, node:sqlite, our own src/ …).
 * `--after S` leaves out each profile's first S seconds (start-up, warm-up).
 * Frames are named `function (file:line)`, the file shortened to what tells it apart.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const target = process.argv[2];
if (!target) {
  console.error('usage: node scripts/profile-summary.ts <file.cpuprofile | dir> [--top N]');
  process.exit(2);
}
const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 25;
// `--after S`: leave out each profile's first S seconds (start-up and warm-up: bench:pages prints when its measured line began).
const afterIndex = process.argv.indexOf('--after');
const afterUs = afterIndex > 0 ? Number(process.argv[afterIndex + 1]) * 1e6 : 0;
const files = statSync(target).isDirectory()
  ? readdirSync(target)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => join(target, f))
  : [target];

/** Pseudo-frames with no JavaScript stack of their own: no inclusive time for anything. */
const NO_STACK = new Set(['(program)', '(garbage collector)']);

function shortFile(url: string): string {
  if (!url) return '';
  const path = url.replace(/^file:\/\//, '');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) return path.slice(nm + 'node_modules/'.length);
  const src = path.search(/\/(src|dist|scripts)\//);
  return src >= 0 ? path.slice(src + 1) : path;
}

/** The package or area a frame belongs to, for the grouped table. */
function areaOf(frame: CallFrame): string {
  const url = frame.url;
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native / V8 builtins)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.includes('/dist/server/')) return 'dist/server (our pages, compiled)';
  if (url.includes('/src/')) return 'src (our server)';
  return shortFile(url);
}

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const areaSelf = new Map<string, number>();
let total = 0;
let idle = 0;
let gc = 0;

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} (${shortFile(n.callFrame.url)}:${n.callFrame.lineNumber + 1})`;
  // Each node's stack of distinct labels, computed once per node.
  const stacks = new Map<number, string[]>();
  const stackOf = (id: number): string[] => {
    const known = stacks.get(id);
    if (known) return known;
    const labels = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at)!;
      if (n.callFrame.functionName !== '(root)') labels.add(label(n));
    }
    const list = [...labels];
    stacks.set(id, list);
    return list;
  };
  let at = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (at < afterUs) return;
    const n = byId.get(id)!;
    const name = n.callFrame.functionName;
    if (name === '(idle)') {
      idle += dt;
      return;
    }
    if (name === '(garbage collector)') gc += dt;
    total += dt;
    const l = label(n);
    self.set(l, (self.get(l) ?? 0) + dt);
    const area = areaOf(n.callFrame);
    areaSelf.set(area, (areaSelf.get(area) ?? 0) + dt);
    if (!NO_STACK.has(name)) for (const s of stackOf(id)) inclusive.set(s, (inclusive.get(s) ?? 0) + dt);
  });
}

const pct = (us: number) => `${((100 * us) / total).toFixed(1)} %`;
const table = (title: string, map: Map<string, number>, n: number) => {
  console.log(`\n${title}\n\n| share | frame |\n|---:|---|`);
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`| ${pct(v)} | \`${k.replace(/\|/g, '\\|')}\` |`);
};

console.log(
  `${files.length} profile(s): ${(total / 1e6).toFixed(1)} s busy (garbage collection ${pct(gc)} of it), ${(idle / 1e6).toFixed(1)} s idle`,
);
table('Self time by package or area', areaSelf, 20);
table('Top frames by self time', self, top);
table('Top frames by inclusive time', inclusive, top);
