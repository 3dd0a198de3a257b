import { defineConfig } from 'vitest/config';

// Browser journeys: the built storefront served by the real server, driven in headless Chromium.
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // one retry absorbs a browser hiccup on a loaded 2-core CI machine; a real failure fails twice
    retry: 1,
  },
});
