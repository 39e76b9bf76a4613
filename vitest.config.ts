import { defineConfig } from 'vitest/config';

// Two projects: unit (pure rules, modules, no server) and e2e (the built site in real Chromium).
// Tests import plain modules (src/lib, src/server), so Astro's Vite setup is not needed here.
export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
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
