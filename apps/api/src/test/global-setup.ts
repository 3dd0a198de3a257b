import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** After the run: delete the seeded database files its suites started from (harness.ts). */
export default function setup() {
  return () => {
    const run = process.env.KIRANA_TEST_RUN;
    if (run) rmSync(join(tmpdir(), `kirana-seeded-${run}.tar`), { force: true });
  };
}
