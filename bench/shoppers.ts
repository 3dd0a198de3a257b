// What several bench parts share: starting a process of this checkout, a fresh PostgreSQL
// database, JSON calls to the API, shoppers signed in through the real OTP calls (their
// emails among TEST_LOGIN_IDENTIFIERS, code BENCH_CODE) and a console session for a staff member.
import { execFileSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { loadavg } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { apiNodeFlags } from '../apps/api/src/node-flags';
import { spawnReaped } from './children';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The PostgreSQL server of the bench (a database on it; the parts make their own). */
export const BENCH_PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
/** The sign-in code of the bench's test identifiers. */
export const BENCH_CODE = '123456';
const REQUEST_TIMEOUT_MS = 15_000;

/** Starts `file` of this checkout under tsx with `env` added, its output on ours. */
export function start(
  file: string,
  env: Record<string, string>,
  nodeFlags: string[] = [],
): ChildProcess {
  return spawnReaped(process.execPath, [...nodeFlags, '--import', 'tsx', file], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * The node arguments that run the API as `npm start` does: its bundle, built here from this
 * checkout's sources first (apps/api/build.mjs, a second or two), so the bench never measures
 * a stale one. BENCH_API=tsx runs the TypeScript sources through tsx instead (as before the
 * bundle; docs/decisions/api-bundle.md compares the two). Node's flags are `npm start`'s
 * (apps/api/src/node-flags.ts) unless BENCH_NODE_FLAGS (space-separated; empty for none) says others.
 */
export function apiNodeArgs(preload: string[] = []): string[] {
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? apiNodeFlags();
  if (process.env.BENCH_API === 'tsx')
    return [...flags, '--import', 'tsx', ...preload, 'apps/api/src/server.ts'];
  execFileSync(process.execPath, ['apps/api/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  return [...flags, ...preload, 'apps/api/dist/server.mjs'];
}

/** Stops a process the bench started and waits for it to end. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The bench server's URL with another database name. */
export function databaseUrl(name: string): string {
  const url = new URL(BENCH_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops and makes `name` (a copy of `template` when given); answers its URL. */
export async function freshDatabase(name: string, template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: BENCH_PG_URL, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return databaseUrl(name);
}

/** The environment of an API the bench loads: no rate limits, quiet logs, no web app. */
export const benchApiEnv = (port: number, extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: '/nonexistent',
  TEST_LOGIN_CODE: BENCH_CODE,
  RATE_LIMIT_PER_MINUTE: '100000000',
  OTP_REQUESTS_PER_IP: '100000',
  SIGN_IN_ATTEMPTS_PER_IP: '100000',
  // the webhook bench delivers 6,000 signed events from one address in ~20 s
  WEBHOOKS_PER_MINUTE: '100000000',
  ...extra,
});

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

// node:http with a keep-alive agent rather than fetch: the shoppers run on the same 2 cores as
// the API and PostgreSQL, and fetch took ~1.5-2 ms of CPU a placed order, as much as a third of
// the API's own. Answers are asked for gzipped, as a browser asks, and unzipped here.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One JSON call to the API at `api` (…/api). */
export function call(
  api: string,
  method: string,
  path: string,
  o: { token?: string; body?: unknown; key?: string } = {},
): Promise<Reply> {
  const url = new URL(`${api}${path}`);
  const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const payload = o.body === undefined ? undefined : Buffer.from(JSON.stringify(o.body));
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(payload.length);
  }
  if (o.key) headers['idempotency-key'] = o.key;
  return new Promise<Reply>((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const text = (
              res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
            ).toString('utf8');
            resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} } as Reply);
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => {
      const err = new Error(`${method} ${path} timed out`);
      err.name = 'TimeoutError';
      req.destroy(err);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** The reply when it has `status`, else an error naming `what`. */
export function must(res: Reply, status: number, what: string): Reply {
  if (res.status !== status)
    throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res;
}

export interface Shopper {
  /** the API process this shopper's calls go to */
  api: string;
  email: string;
  token: string;
  addressId: number;
  /** the place-order body of each product this shopper buys */
  bodies: Map<number, unknown>;
}

/** Signs a test shopper in through the real OTP calls and saves one address. */
export async function signUp(api: string, email: string, n: number): Promise<Shopper> {
  const otp = must(
    await call(api, 'POST', '/otp/request', { body: { channel: 'email', identifier: email } }),
    200,
    `OTP request of ${email}`,
  );
  const login = must(
    await call(api, 'POST', '/auth-users', {
      body: {
        email,
        loginUsing: 'Email',
        loginService: 'kirana',
        RequestId: otp.body.RequestId,
        Code: BENCH_CODE,
        Confirmed: true,
      },
    }),
    200,
    `sign-in of ${email}`,
  );
  const token = (login.body as { Token: string }).Token;
  const address = must(
    await call(api, 'POST', '/addresses', {
      token,
      body: {
        Name: `Bench Shopper ${n}`,
        Mobile: '+91 98450 12345',
        Pincode: '560001',
        State: 'KA',
        City: 'Bengaluru',
        House: `Flat ${n + 1}, Lotus Apartments`,
        Street: 'MG Road',
        Landmark: 'Opposite the metro station',
        AddressType: 'home',
      },
    }),
    201,
    `address of ${email}`,
  );
  return {
    api,
    email,
    token,
    addressId: (address.body as { AddressId: number }).AddressId,
    bodies: new Map(),
  };
}

/** The place-order body of one unit of a simple product, paid by `method`, at the quoted amount. */
export async function orderBody(s: Shopper, productId: number, method = 'cod') {
  const base = {
    Items: [{ ProductId: productId, VariantId: null, Qty: 1 }],
    AddressId: s.addressId,
    DeliveryMethodId: 'standard',
    PaymentMethodId: method,
  };
  const q = must(
    await call(s.api, 'POST', '/checkout/quote', { token: s.token, body: base }),
    200,
    `quote of product ${productId}`,
  ).body as { Bill: { AmountPayable: number }; CanPlaceOrder: boolean; Problems: unknown[] };
  if (!q.CanPlaceOrder)
    throw new Error(`product ${productId} cannot be ordered: ${JSON.stringify(q.Problems)}`);
  return { ...base, ExpectedAmountPayable: q.Bill.AmountPayable };
}

/**
 * A console session for a staff member of `role` made in the database `db` (its email among
 * the API's TEST_LOGIN_IDENTIFIERS), signed in through the console's code calls.
 */
export async function staffToken(
  api: string,
  db: pg.Client,
  email: string,
  role = 'owner',
): Promise<string> {
  await db.query(
    `INSERT INTO staff (name, email, role) VALUES ('Bench Owner', $1, $2) ON CONFLICT DO NOTHING`,
    [email, role],
  );
  const code = must(
    await call(api, 'POST', '/staff/sign-in-code', {
      body: { channel: 'email', identifier: email },
    }),
    200,
    `console code of ${email}`,
  );
  const signIn = must(
    await call(api, 'POST', '/staff/sign-in', {
      body: { RequestId: code.body.RequestId, Code: BENCH_CODE },
    }),
    200,
    `console sign-in of ${email}`,
  );
  return (signIn.body as { Token: string }).Token;
}

/** The p-th percentile of ascending figures (NaN when none). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : NaN;

/** "load average 1.52 1.31 0.90": the machine is shared, so figures come with it. */
export const loadLine = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;
