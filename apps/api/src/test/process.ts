import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Child {
  proc: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs a TypeScript file of the API in one node process (tsx as a loader, so the pid is the server's). */
export function runTs(file: string, env: Record<string, string>, args: string[] = []): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { proc, output: () => out, exited };
}

/**
 * How long one child process may take to boot (tsx, then PGlite opening or creating DATA_DIR):
 * seconds on a quiet machine, but a writer on a fresh DATA_DIR took 47 s under a load average of
 * 18 on 2 cores. Generous, because it only bounds a wait for real work and never passes a test.
 */
export const CHILD_BOOT_MS = 240_000;

/**
 * The timeout for a test that starts child processes one after another: room for four boots
 * (the most any such test starts in a row). Use as `describe(name, { timeout: CHILD_TESTS_MS }, …)`.
 */
export const CHILD_TESTS_MS = 4 * CHILD_BOOT_MS;

/** Resolves once `probe` is true, polling; rejects after `ms`. */
export async function waitFor(
  probe: () => Promise<boolean> | boolean,
  ms = CHILD_BOOT_MS,
): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (
      await Promise.resolve()
        .then(probe)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out waiting');
}
