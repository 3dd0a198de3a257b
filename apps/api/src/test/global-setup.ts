import { rmSync } from 'node:fs';
import pg from 'pg';
import { pgliteTemplateFile, seededPostgresName } from './template-names';

/** After the run: delete the template databases its suites started from (harness.ts). */
export default function setup() {
  return async () => {
    const run = process.env.KIRANA_TEST_RUN;
    if (!run) return;
    rmSync(pgliteTemplateFile(run, 'migrated'), { force: true });
    rmSync(pgliteTemplateFile(run, 'seeded'), { force: true });
    if (!process.env.TEST_DATABASE_URL) return;
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    try {
      const name = seededPostgresName(run);
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.query(`DROP DATABASE IF EXISTS ${name}_building WITH (FORCE)`);
    } finally {
      await c.end();
    }
  };
}
