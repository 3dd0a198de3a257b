import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGoogleMaps {
  /** The MAPS_SDK_URL the store hands the web app. */
  sdkUrl: string;
  /** The query of every script request, e.g. { key, callback, v }. */
  requests: Record<string, string>[];
  stop(): Promise<void>;
}

const SCRIPT = readFileSync(new URL('./fake-google-maps.browser.js', import.meta.url), 'utf8');

/** A local server standing in for the Maps JavaScript API: GET /maps/api/js answers the fake. */
export async function startFakeGoogleMaps(): Promise<FakeGoogleMaps> {
  const requests: Record<string, string>[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/maps/api/js') {
      res.writeHead(404).end();
      return;
    }
    requests.push(Object.fromEntries(url.searchParams));
    res
      .writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      })
      .end(SCRIPT);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    sdkUrl: `http://127.0.0.1:${port}/maps/api/js`,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
