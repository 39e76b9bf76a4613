import type { TestProject } from 'vitest/node';
import { findChromium } from '../../scripts/lib/chromium.ts';
import { startSite } from '../../scripts/lib/site-server.ts';

declare module 'vitest' {
  export interface ProvidedContext { baseUrl: string; chromiumPath: string }
}

/** Starts the built site once for all browser tests (npm test builds it first). */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const site = await startSite({ ICP_NOTICE: 'ICP 12345678', BRAND_HOSTS: 'corpatlas.com=1,corpatlas.cc=2,bizlens.com=3,bizlens.cc=4' });
  project.provide('baseUrl', site.url);
  project.provide('chromiumPath', chromiumPath);
  return () => site.stop();
}
