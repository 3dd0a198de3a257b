import { describe } from 'vitest';
import type { DbKind } from './harness';

/**
 * What a race suite does under the given environment. Two transactions side by side need a server
 * that runs them side by side, PostgreSQL; PGlite runs one query at a time, so a race there never
 * happens and proves nothing.
 * - TEST_DATABASE_URL set: the suite runs on PostgreSQL.
 * - CI=true without it: an error, so in CI the races can never quietly stop running.
 * - otherwise (a newcomer's `npm test`): the suite is reported as skipped with the reason in its
 *   name. It must still declare its tests: a file whose suites declare none fails with
 *   "No test suite found".
 */
export function raceSuitePlan(env: NodeJS.ProcessEnv): 'run' | 'skip' {
  if (env.TEST_DATABASE_URL) return 'run';
  if (env.CI === 'true') {
    throw new Error('The race suites must run on PostgreSQL in CI: set TEST_DATABASE_URL.');
  }
  return 'skip';
}

export const RACES_SKIPPED =
  'skipped: races need PostgreSQL (set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)';

/**
 * Declares a race suite: `describeRaces('order races', (kind) => { beforeAll(...); it(...) })`.
 * Every race suite goes through here so all of them behave the same (see raceSuitePlan).
 */
export function describeRaces(title: string, body: (kind: DbKind) => void): void {
  if (raceSuitePlan(process.env) === 'run') {
    describe(`${title} on postgres`, () => body('postgres'));
    return;
  }
  console.warn(`${title}: ${RACES_SKIPPED}`);
  describe.skip(`${title}: ${RACES_SKIPPED}`, () => body('postgres'));
}
