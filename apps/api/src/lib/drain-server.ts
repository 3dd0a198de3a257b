import { Server as NetServer } from 'node:net';
import type { Server } from 'node:http';

/** How long a connection accepted just before the listener closed has to bring its call. */
const ACCEPTED_GRACE_MS = 1000;
/** How often idle keep-alive connections are closed while the calls in hand finish. */
const IDLE_SWEEP_MS = 250;

/**
 * Stops taking connections without failing one already taken, and resolves once every
 * connection has ended. Node's own http close() also drops "idle" connections at once, and a
 * connection the proxy has just opened is idle until its request is read: nginx then sees the
 * connection reset after sending a call, which it may not retry elsewhere (a POST). So the
 * listener alone is closed first (new connections are refused, which nginx retries on another
 * process), connections already taken get a moment to bring their calls, and only then are idle
 * keep-alive connections closed, again and again until the calls in hand have finished.
 */
export async function drainServer(server: Server): Promise<void> {
  const ended = new Promise<void>((resolve) => {
    NetServer.prototype.close.call(server, () => resolve());
  });
  await new Promise((r) => setTimeout(r, ACCEPTED_GRACE_MS));
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  server.closeIdleConnections();
  try {
    await ended;
  } finally {
    clearInterval(sweep);
  }
}
