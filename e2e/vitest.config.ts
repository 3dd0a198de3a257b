import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// names this run for the suites: their stores start on copies of one seeded database
process.env.KIRANA_E2E_RUN ??= randomUUID();

// Browser journeys: the built storefront served by the real server, driven in headless Chromium.
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // two files at a time, each with its own store and browser: on a 2-core CI machine the suite's
    // tests mostly wait on pages, so two workers took 156 s where one took the sum, 263 s
    maxWorkers: 2,
    // a poll waits for a page that answers in ~1 s on a quiet machine; on a loaded 2-core CI machine
    // hydration after held scripts took 6 s (first-screen.e2e.ts failed at the 1 s default)
    expect: { poll: { timeout: 15_000 } },
    globalSetup: [fileURLToPath(new URL('./support/global-setup.ts', import.meta.url))],
    // one retry absorbs a browser hiccup on a loaded 2-core CI machine; a real failure fails twice
    retry: 1,
  },
});
