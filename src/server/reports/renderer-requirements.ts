import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * What the report renderer needs from the server, checked at `npm start` (scripts/start.ts) so that a
 * missing browser or font is said once, clearly, instead of at the first member's download:
 * Debian's chromium, and fonts for the scripts of the 19 languages (fonts-noto-core: Latin, Cyrillic,
 * Greek, Arabic, Devanagari, Thai; fonts-noto-cjk or fonts-wqy-microhei: Chinese, Japanese, Korean).
 */
export const REPORT_PACKAGES = 'chromium fonts-noto-core fonts-noto-cjk (or fonts-wqy-microhei)';

const FONT_FAMILIES: Array<{ script: string; families: string[] }> = [
  { script: 'Latin', families: ['Noto Sans'] },
  { script: 'Arabic', families: ['Noto Sans Arabic', 'Noto Naskh Arabic'] },
  { script: 'Devanagari', families: ['Noto Sans Devanagari'] },
  { script: 'Thai', families: ['Noto Sans Thai', 'Noto Sans Thai Looped'] },
  { script: 'CJK', families: ['Noto Sans CJK SC', 'WenQuanYi Micro Hei'] },
];

/** The problems that stop reports from printing or from printing every script; empty when all is there. */
export function reportRendererProblems(chromePath: string): string[] {
  const problems: string[] = [];
  if (!existsSync(chromePath)) problems.push(`Chromium not found at ${chromePath} (set CHROME_PATH, or apt-get install -y chromium)`);
  let families: string;
  try {
    families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    problems.push('fontconfig (fc-list) is missing, so the fonts cannot be checked (apt-get install -y fontconfig)');
    return problems;
  }
  const installed = new Set(families.split('\n').flatMap((line) => line.split(',').map((f) => f.trim())));
  for (const { script, families: wanted } of FONT_FAMILIES)
    if (!wanted.some((f) => installed.has(f))) problems.push(`no ${script} font (${wanted.join(' or ')})`);
  return problems;
}
