import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The environment module's verdict on these variables, in a process of its own (env.ts reads process.env once). */
function readReplicas(vars: Record<string, string>): { urls?: string[]; error?: string } {
  const r = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import('./src/server/config/env.ts').then((m) => console.log(JSON.stringify(m.env.DATABASE_READ_URL)), (e) => { console.error(e.message); process.exit(1); })",
    ],
    { cwd: ROOT, env: { PATH: process.env.PATH, NODE_ENV: 'test', ...vars }, encoding: 'utf8' },
  );
  return r.status === 0 ? { urls: JSON.parse(r.stdout) as string[] } : { error: r.stderr };
}

describe('DATABASE_READ_URL', () => {
  it('is a comma list of replica URLs, spaces and empty entries ignored, empty when unset', () => {
    expect(readReplicas({})).toEqual({ urls: [] });
    expect(readReplicas({ DATABASE_URL: 'postgres://p/db', DATABASE_READ_URL: ' postgres://r1/db , postgresql://r2/db,' })).toEqual({
      urls: ['postgres://r1/db', 'postgresql://r2/db'],
    });
  });

  it('refuses another kind of URL, and replicas without a PostgreSQL primary', () => {
    expect(readReplicas({ DATABASE_URL: 'postgres://p/db', DATABASE_READ_URL: 'mysql://r/db' }).error).toMatch(
      /DATABASE_READ_URL: a comma list of postgres:\/\/ URLs/,
    );
    expect(readReplicas({ DATABASE_READ_URL: 'postgres://r/db' }).error).toMatch(
      /DATABASE_READ_URL: replicas copy a PostgreSQL primary: DATABASE_URL must be a postgres:\/\/ URL too/,
    );
  });
});
