import { request } from 'node:http';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The loopback address the call comes from (127.x.y.z): one client per address for the proxy. */
  from?: string;
}

/**
 * One HTTP call from a chosen loopback address, as a separate client would make it (fetch can
 * not choose its source address): the proxy sees that address and hands it to the API.
 */
export function httpCall<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<Answer<T>> {
  const url = new URL(path, base);
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        localAddress: opts.from,
        agent: false,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          let body: unknown = {};
          try {
            body = text ? JSON.parse(text) : {};
          } catch {
            body = {};
          }
          resolve({ status: res.statusCode ?? 0, body: body as T, text, headers: res.headers });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `jobs` with at most `width` in flight, answers in order. */
export async function inParallel<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const i = next++;
        out[i] = await jobs[i]!();
      }
    }),
  );
  return out;
}
