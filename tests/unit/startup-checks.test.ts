import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startupProblem, startupWarnings } from '../../src/server/config/startup-checks.ts';

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
    expect(
      startupProblem({ NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_DEV_IN_PRODUCTION: false, ALERTS_SECRET: 'x'.repeat(32) }),
    ).toBeUndefined();
  });
  it('refuses a real production server without ALERTS_SECRET (the alert e-mails’ unsubscribe links)', () => {
    expect(startupProblem({ NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_DEV_IN_PRODUCTION: false })).toMatch(
      /^ALERTS_SECRET is not set/,
    );
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

  it('refuses a production server without SITE_URL, saying what would point at localhost', () => {
    const problem = startupProblem({ NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_DEV_IN_PRODUCTION: false, siteUrlSet: false });
    expect(problem).toMatch(/SITE_URL is not set: canonical links.*sitemaps.*QR login link.*http:\/\/localhost:4321/);
    expect(problem).toContain('Set SITE_URL');
  });
  it('lets a demo (npm start) run without SITE_URL, with a warning instead', () => {
    const demo = { NODE_ENV: 'production', SMS_PROVIDER: 'dev', SMS_DEV_IN_PRODUCTION: true, siteUrlSet: false } as const;
    expect(startupProblem(demo)).toBeUndefined();
    expect(startupWarnings({ ...demo, SITE_URL: 'http://localhost:4391' })).toEqual([
      expect.stringContaining('all say http://localhost:4391'),
    ]);
  });
  it('says nothing when SITE_URL is set, or in development', () => {
    expect(startupWarnings({ NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_DEV_IN_PRODUCTION: false, siteUrlSet: true })).toEqual([]);
    expect(startupWarnings({ NODE_ENV: 'development', SMS_PROVIDER: 'dev', SMS_DEV_IN_PRODUCTION: false, siteUrlSet: false })).toEqual([]);
    expect(
      startupProblem({ NODE_ENV: 'development', SMS_PROVIDER: 'dev', SMS_DEV_IN_PRODUCTION: false, siteUrlSet: false }),
    ).toBeUndefined();
  });
  it('makes `npm run serve` in production without SITE_URL exit at start with that message', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', SMS_PROVIDER: 'http', PORT: '1', DIST_DIR: '/nonexistent' };
    delete env.SMS_DEV_IN_PRODUCTION;
    delete env.SITE_URL;
    const run = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/server/http/start.ts'], {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to start: SITE_URL is not set');
  });
  it('logs the warning through the JSON log when a demo server starts without SITE_URL', () => {
    // DIST_DIR does not exist: the server warns, then fails to load the build, which is all this needs.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      SMS_DEV_IN_PRODUCTION: '1',
      WEB_CONCURRENCY: '1',
      PORT: '1',
      DIST_DIR: '/nonexistent',
    };
    delete env.SITE_URL;
    const run = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/server/http/start.ts'], {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    const warning = run.stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { level: number; msg: string; siteUrl?: string })
      .find((l) => l.msg.startsWith('SITE_URL is not set'));
    expect(warning).toMatchObject({ level: 40, siteUrl: 'http://localhost:4321' });
  });
});
