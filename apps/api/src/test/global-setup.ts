import { rmSync } from 'node:fs';
import pg from 'pg';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** After the run: delete the seeded databases its suites started from (harness.ts). */
export default function setup() {
  return async () => {
    const run = process.env.KIRANA_TEST_RUN;
    if (!run) return;
    rmSync(join(tmpdir(), `kirana-seeded-${run}.tar`), { force: true });
    if (!process.env.TEST_DATABASE_URL) return;
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    try {
      const name = `kirana_seeded_${run.replace(/\W/g, '_')}`;
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.query(`DROP DATABASE IF EXISTS ${name}_building WITH (FORCE)`);
    } finally {
      await c.end();
    }
  };
}
