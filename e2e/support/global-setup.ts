import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** After the run: delete the seeded database its stores started from (server.ts seededPgdata). */
export default function setup() {
  return () => {
    const run = process.env.KIRANA_E2E_RUN;
    if (run) rmSync(join(tmpdir(), `kirana-e2e-seeded-${run}`), { recursive: true, force: true });
  };
}
