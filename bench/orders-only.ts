// npx tsx bench/orders-only.ts: the order placement part of npm run bench alone (with its
// hello-world baseline), for before/after pairs.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchOrderPlacement } from './orders';
import { waitUp } from './wait-up';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const start = (file: string, env: Record<string, string>, nodeFlags: string[] = []) =>
  spawn(process.execPath, [...nodeFlags, '--import', 'tsx', file], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

/** BENCH_HELLO_PORT: the hello-world's port (the APIs take BENCH_PORT and the next one). */
const HELLO = `http://127.0.0.1:${process.env.BENCH_HELLO_PORT ?? 3902}/`;
const hello = start('bench/hello.ts', { PORT: new URL(HELLO).port });
try {
  await waitUp(HELLO);
  await autocannon({ url: HELLO, connections: 10, duration: 1 });
  const r = await autocannon({ url: HELLO, connections: 50, duration: 3 });
  await benchOrderPlacement({ baseUrl: BASE_URL, start, waitUp, helloRps: r.requests.average });
} finally {
  hello.kill('SIGTERM');
}
