import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import {
  RACES_LEFT_OUT,
  raceSuitePlan,
  REDIS_SUITES_LEFT_OUT,
  redisSuitePlan,
} from './apps/api/src/test/race-plan';
import { cataloguePlugin } from './packages/shared/src/i18n/catalogue-plugin';

// names this run for every test process: they share one seeded database file (api test harness)
process.env.KIRANA_TEST_RUN ??= randomUUID();

// without PostgreSQL outside CI the race files are not collected (a file of only skipped or no
// tests proves nothing); in CI without it raceSuitePlan throws here
const raceFilesLeftOut = raceSuitePlan(process.env) === 'leave out';
if (raceFilesLeftOut) console.warn(`race suites (*-races.test.ts): ${RACES_LEFT_OUT}`);
// the same for the multi-process suites (*.redis-test.ts), among them the cluster behind nginx
const redisSuitesRun = redisSuitePlan(process.env) === 'run';
if (!redisSuitesRun)
  console.warn(`multi-process suites (*.redis-test.ts): ${REDIS_SUITES_LEFT_OUT}`);

// jsdom tests wait up to 20 s for a page (vitest.dom-setup.ts): room for a few such waits
const DOM_TEST_TIMEOUT_MS = 60_000;

// what every API suite runs with: a real app on a seeded database (src/test/harness.ts)
const API_SUITES = {
  environment: 'node' as const,
  globalSetup: ['./src/test/global-setup.ts'],
  setupFiles: ['./src/test/setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

// One runner for every unit and integration suite; the browser journeys live in e2e/.
export default defineConfig({
  test: {
    // vitest leaves a core to itself by default, which is one worker on a 2-core CI machine; its
    // own process mostly waits, and each suite has its own database (harness.ts), so use both
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(raceFilesLeftOut ? ['src/**/*-races.test.ts'] : []),
          ],
          // Each worker keeps its imported modules from one file to the next instead of a fresh
          // process per file: every file builds its own app and database (harness.ts) and none
          // mocks a module, stubs a global or changes process.env, so nothing carries over but
          // the import. The app's ~900 modules took ~2 s to import per file: 38 files spent 77 s
          // importing isolated, 11 s not; the whole project on PGlite and PostgreSQL took 485 s
          // instead of ~740 s on a quiet 2-core machine
          isolate: false,
          ...API_SUITES,
        },
      },
      ...(redisSuitesRun
        ? [
            {
              // the multi-process suites need Redis and PostgreSQL; they join when both are given,
              // one file at a time: Redis's channels and the limiters' counts are global, so two
              // such suites at once would hear each other's order moves and share their counts.
              // The cluster suite (src/test/cluster/) starts three API processes, nginx and a
              // streaming replica of its own
              test: {
                name: 'api-redis',
                root: 'apps/api',
                include: ['src/**/*.redis-test.ts'],
                maxWorkers: 1,
                ...API_SUITES,
              },
            },
          ]
        : []),
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] },
      },
      {
        // the UI kit both apps share (packages/ui), in jsdom like its two users
        test: {
          name: 'ui',
          root: 'packages/ui',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['../../vitest.dom-setup.ts', './src/test/setup.ts'],
          testTimeout: DOM_TEST_TIMEOUT_MS,
        },
      },
      {
        // the console's logic and components in jsdom (its pages are proven by
        // e2e/console.e2e.ts); TZ far from India so a date shown in the machine's zone would fail
        plugins: [cataloguePlugin()],
        test: {
          name: 'admin',
          root: 'apps/admin',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['../../vitest.dom-setup.ts', './src/test/setup.ts'],
          env: { TZ: 'America/New_York' },
          testTimeout: DOM_TEST_TIMEOUT_MS,
        },
      },
      {
        // message catalogues compiled on import, as in the build (packages/shared/src/i18n/catalogue-plugin.ts)
        plugins: [cataloguePlugin()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['../../vitest.dom-setup.ts', './src/test/setup.ts'],
          testTimeout: DOM_TEST_TIMEOUT_MS,
        },
      },
    ],
  },
});
