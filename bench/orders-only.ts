// npx tsx bench/orders-only.ts: the order placement part of npm run bench alone (with its
// hello-world baseline), for before/after pairs.
import autocannon from 'autocannon';
import { benchOrderPlacement } from './orders';
import { BENCH_PG_URL as BASE_URL, start } from './shoppers';
import { waitUp } from './wait-up';

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
