import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type Handler = (
  req: IncomingMessage,
  url: URL,
  body: Record<string, unknown>,
) =>
  | { status?: number; json?: unknown; js?: string }
  | Promise<{ status?: number; json?: unknown; js?: string }>;

/** A loopback HTTP server answering JSON (or a script), with the CORS a browser SDK needs. */
export async function serve(handler: Handler): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res: ServerResponse) => {
    const cors = {
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://local');
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      void Promise.resolve(handler(req, url, body)).then(({ status = 200, json, js }) => {
        if (js !== undefined)
          res.writeHead(status, { ...cors, 'content-type': 'text/javascript' }).end(js);
        else
          res
            .writeHead(status, { ...cors, 'content-type': 'application/json' })
            .end(JSON.stringify(json ?? {}));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
