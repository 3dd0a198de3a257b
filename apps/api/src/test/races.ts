import { describe } from 'vitest';
import type { DbKind } from './harness';
import { RACES_LEFT_OUT, raceSuitePlan } from './race-plan';

/**
 * Declares a race suite: `describeRaces('order races', (kind) => { beforeAll(...); it(...) })`.
 * Every race suite goes through here so all of them behave the same (see raceSuitePlan).
 */
export function describeRaces(title: string, body: (kind: DbKind) => void): void {
  if (raceSuitePlan(process.env) === 'run') {
    describe(`${title} on postgres`, () => body('postgres'));
    return;
  }
  console.warn(`${title}: ${RACES_LEFT_OUT}`);
}
