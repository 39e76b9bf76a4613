import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';

/** Flags from country-flag-icons, copied into our own origin at build time (3:2 and 1:1). */
export const prerender = true;
const root = dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json'));
const VARIANTS = ['3x2', '1x1'] as const;

export const getStaticPaths = (() =>
  VARIANTS.flatMap((variant) =>
    readdirSync(join(root, variant))
      .filter((f) => /^[A-Z]{2}\.svg$/.test(f))
      .map((f) => ({ params: { variant, code: f.slice(0, 2) } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(readFileSync(join(root, params.variant!, `${params.code}.svg`)), { headers: { 'content-type': 'image/svg+xml' } });
