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
