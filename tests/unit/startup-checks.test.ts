import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startupProblem } from '../../src/server/config/startup-checks.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('the checks a server makes before it starts', () => {
  it('refuses the development SMS provider in production', () => {
    expect(startupProblem({ NODE_ENV: 'production', SMS_PROVIDER: 'dev', SMS_DEV_IN_PRODUCTION: false })).toMatch(
      /SMS_PROVIDER=dev in production.*SMS_DEV_IN_PRODUCTION=1/,
    );
  });
  it('allows it for a demo with the explicit override, in development, and a real provider anywhere', () => {
    expect(startupProblem({ NODE_ENV: 'production', SMS_PROVIDER: 'dev', SMS_DEV_IN_PRODUCTION: true })).toBeUndefined();
    expect(startupProblem({ NODE_ENV: 'development', SMS_PROVIDER: 'dev', SMS_DEV_IN_PRODUCTION: false })).toBeUndefined();
    expect(startupProblem({ NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_DEV_IN_PRODUCTION: false })).toBeUndefined();
  });
  it('makes the server exit at start with a clear message', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', SMS_PROVIDER: 'dev', PORT: '1', DIST_DIR: '/nonexistent' };
    delete env.SMS_DEV_IN_PRODUCTION;
    const run = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/server/http/start.ts'], {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to start: SMS_PROVIDER=dev in production');
  });
});
