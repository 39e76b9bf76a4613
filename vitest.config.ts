import { defineConfig } from 'vitest/config';

// Three projects: unit (pure rules, modules), db (both database engines) and e2e (the built site in real Chromium).
// Tests import plain modules (src/lib, src/server), so Astro's Vite setup is not needed here.
export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      // Database suite: every case on SQLite and on PostgreSQL (127.0.0.1:5432; required when CI=true).
      {
        extends: true,
        test: { name: 'db', include: ['tests/db/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
