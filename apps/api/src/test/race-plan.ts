/**
 * What the race suites do under the given environment. Two transactions side by side need a server
 * that runs them side by side, PostgreSQL; PGlite runs one query at a time, so a race there never
 * happens and proves nothing.
 * - TEST_DATABASE_URL set: they run on PostgreSQL.
 * - CI=true without it: an error, so in CI the races can never quietly stop running.
 * - otherwise (a newcomer's `npm test`): they are left out, with the reason printed. Nothing is
 *   declared skipped: the `*-races.test.ts` files are not collected (vitest.config.ts), and a
 *   race suite inside another file declares nothing.
 * Kept apart from races.ts (which imports vitest's runtime) so vitest.config.ts can ask it too.
 */
export function raceSuitePlan(env: NodeJS.ProcessEnv): 'run' | 'leave out' {
  if (env.TEST_DATABASE_URL) return 'run';
  if (env.CI === 'true') {
    throw new Error('The race suites must run on PostgreSQL in CI: set TEST_DATABASE_URL.');
  }
  return 'leave out';
}

export const RACES_LEFT_OUT =
  'left out: races need PostgreSQL (set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)';

/**
 * What the multi-process suites (`*.redis-test.ts`: the cluster behind nginx, shared caches and
 * limits) do: they need PostgreSQL and Redis. Both set: they run; in CI without them: an error,
 * so they never quietly stop running; otherwise they are left out, with the reason printed.
 */
export function redisSuitePlan(env: NodeJS.ProcessEnv): 'run' | 'leave out' {
  if (env.TEST_DATABASE_URL && env.REDIS_URL) return 'run';
  if (env.CI === 'true') {
    throw new Error(
      'The multi-process suites must run in CI: set TEST_DATABASE_URL and REDIS_URL (.ci/run does when they answer).',
    );
  }
  return 'leave out';
}

export const REDIS_SUITES_LEFT_OUT =
  'left out: they need PostgreSQL and Redis (set TEST_DATABASE_URL and REDIS_URL, e.g. redis://127.0.0.1:6379)';
