// npm run bench: throughput and p99 latency of the catalogue reads on PostgreSQL, beside a
// bare Fastify hello-world measured in the same run. Prints figures; asserts nothing.
import autocannon from 'autocannon';
import pg from 'pg';
import { benchOrderPlacement } from './orders';
import { BENCH_PG_URL as BASE_URL, start } from './shoppers';
import { waitUp } from './wait-up';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS kirana_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE kirana_bench');
  await admin.end();
  const url = new URL(BASE_URL);
  url.pathname = '/kirana_bench';
  return url.toString();
}

interface Row {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string): Promise<Row> {
  await autocannon({ url, connections: 10, duration: 2 }); // warm the caches and the JIT
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { name, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const databaseUrl = await freshDatabase();
const api = start('apps/api/src/server.ts', {
  NODE_ENV: 'production',
  PORT: '3901',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
  WEB_DIST_DIR: '/nonexistent',
});
const hello = start('bench/hello.ts', { PORT: '3902' });
try {
  await waitUp('http://127.0.0.1:3901/api/health');
  await waitUp('http://127.0.0.1:3902/');
  const api3901 = 'http://127.0.0.1:3901/api';
  const cats = (await (await fetch(`${api3901}/categories`)).json()) as {
    Categories: { Slug: string }[];
  };
  const home = (await (await fetch(`${api3901}/home-page-data`)).json()) as {
    BestSellers: { Slug: string }[];
  };
  const category = cats.Categories[0]!.Slug;
  const product = home.BestSellers[0]!.Slug;

  const rows: Row[] = [];
  rows.push(await measure('fastify hello-world', 'http://127.0.0.1:3902/'));
  rows.push(
    await measure(
      `product list (${category})`,
      `${api3901}/category-products?categorySlug=${category}&pageNo=1&pageSize=20`,
    ),
  );
  rows.push(
    await measure(
      `product details (${product})`,
      `${api3901}/product-details?productSlug=${product}`,
    ),
  );
  rows.push(await measure('search "atta aashirvad"', `${api3901}/search?terms=atta%20aashirvad`));
  rows.push(await measure('search suggestions "bhuj"', `${api3901}/search-suggestions?terms=bhuj`));

  const base = rows[0]!.rps;
  console.log(`\nCatalogue reads on PostgreSQL, ${CONNECTIONS} connections, ${DURATION} s each\n`);
  console.log(
    'call'.padEnd(44),
    'req/s'.padStart(9),
    'p99 ms'.padStart(8),
    'vs hello'.padStart(9),
    'errors'.padStart(7),
  );
  for (const r of rows) {
    console.log(
      r.name.padEnd(44),
      r.rps.toFixed(0).padStart(9),
      String(r.p99).padStart(8),
      (r.rps / base).toFixed(2).padStart(9),
      String(r.errors).padStart(7),
    );
  }
  await benchOrderPlacement({ baseUrl: BASE_URL, start, waitUp, helloRps: base });
} finally {
  api.kill('SIGTERM');
  hello.kill('SIGTERM');
}
