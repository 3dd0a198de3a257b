import { describe, expect, it } from 'vitest';
import { indiaInputOf, isoOfIndiaInput } from './dates';

describe('console datetime-local boxes, always India time', () => {
  it('reads and writes datetime-local boxes in India time, both ways', () => {
    expect(indiaInputOf('2026-03-04T18:45:00Z')).toBe('2026-03-05T00:15');
    expect(isoOfIndiaInput('2026-03-05T00:15')).toBe('2026-03-04T18:45:00.000Z');
    expect(isoOfIndiaInput(indiaInputOf('2026-12-31T23:59:00Z'))).toBe('2026-12-31T23:59:00.000Z');
    expect(indiaInputOf(null)).toBe('');
    expect(isoOfIndiaInput('')).toBeNull();
  });
});
