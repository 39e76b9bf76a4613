/**
 * Finds Chromium for browser tests, Lighthouse and screenshots: CHROME_PATH, else /usr/bin/chromium.
 * When it is missing and we run as root with apt available, installs Debian's chromium and a CJK font
 * (so that Chinese, Japanese and Korean pages render), saying so.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium(): string {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(candidate)) return candidate;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    throw new Error(
      `Chromium not found at ${candidate}. Install Debian's chromium (apt-get install chromium fonts-wqy-microhei) or set CHROME_PATH.`,
    );
  }
  console.log('Chromium is missing: installing Debian packages chromium and fonts-wqy-microhei with apt-get (one time)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-microhei', { stdio: 'inherit' });
  if (!existsSync('/usr/bin/chromium')) throw new Error('apt-get finished but /usr/bin/chromium is still missing');
  return '/usr/bin/chromium';
}
