import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Before the run: the API's bundle from the sources of this checkout (a second or two), which the
 * stores run as `npm start` does (server.ts startStore), so a run never starts a bundle older than
 * the code beside it. After the run: delete the seeded database its stores started from
 * (server.ts seededPgdata).
 */
export default function setup() {
  execFileSync(process.execPath, ['apps/api/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  return () => {
    const run = process.env.KIRANA_E2E_RUN;
    if (run) rmSync(join(tmpdir(), `kirana-e2e-seeded-${run}`), { recursive: true, force: true });
  };
}
