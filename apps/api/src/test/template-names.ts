// Where a test run keeps the databases its suites start from (harness.ts makes them, and
// global-setup.ts deletes them after the run): kept apart from the harness, which imports the
// whole app, so the runner's own process need not.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The two PGlite starting points a run keeps: migrated only, and migrated and seeded. */
export type PgliteTemplate = 'migrated' | 'seeded';

/** The temporary file of this run's `kind` of PGlite template. */
export const pgliteTemplateFile = (run: string, kind: PgliteTemplate) =>
  join(tmpdir(), `kirana-${kind}-${run}.tar`);

/** The name of this run's migrated and seeded PostgreSQL database, made by the first suite. */
export const seededPostgresName = (run: string) => `kirana_seeded_${run.replace(/\W/g, '_')}`;
