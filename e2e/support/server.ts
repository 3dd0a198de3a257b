import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/api/src/test/process';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface StoreServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the production server (built web app, seeded embedded database) on a loopback port. */
export async function startStore(env: Record<string, string> = {}): Promise<StoreServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kirana-e2e-'));
  const port = await freePort();
  // node with tsx as a loader: one process, so SIGTERM reaches the server itself
  const proc: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/server.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        // every suite signs in from 127.0.0.1, and with REDIS_URL (CI) their limiters share one
        // count: the suites together ask for more codes than one shopper's 15-minute allowance
        OTP_REQUESTS_PER_IP: '100000',
        SIGN_IN_ATTEMPTS_PER_IP: '100000',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      if (i > 600 || proc.exitCode !== null) throw new Error('store did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
