import { describe, expect, it } from 'vitest';
import { raceSuitePlan } from './race-plan';

const URL = 'postgres://postgres@127.0.0.1:5432/test';

describe('what a race suite does in each environment', () => {
  it('runs on PostgreSQL whenever TEST_DATABASE_URL is set, in CI or not', () => {
    expect(raceSuitePlan({ TEST_DATABASE_URL: URL })).toBe('run');
    expect(raceSuitePlan({ TEST_DATABASE_URL: URL, CI: 'true' })).toBe('run');
  });

  it('fails in CI without PostgreSQL rather than skip', () => {
    expect(() => raceSuitePlan({ CI: 'true' })).toThrow(/must run on PostgreSQL in CI/);
  });

  it('is left out, not failed, on a newcomer machine without database variables', () => {
    expect(raceSuitePlan({})).toBe('leave out');
    expect(raceSuitePlan({ CI: 'false' })).toBe('leave out');
  });
});
