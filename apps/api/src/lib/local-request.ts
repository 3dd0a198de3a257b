import type { FastifyRequest } from 'fastify';

/** Whether an address is this machine's own: 127.0.0.0/8, ::1, or 127.x mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

// A reverse proxy on this machine connects from loopback on behalf of an outside client and
// says so in one of these.
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'forwarded'];

/** The name of a Host header, lower-case, without its port (IPv6 without brackets); null if bad. */
function hostHeaderName(host: string | undefined): string | null {
  if (!host) return null;
  try {
    return new URL(`http://${host}`).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return null;
  }
}

/** The names a program on this machine reaches the server by: loopback's and PUBLIC_URL's. */
export function localHostNames(publicUrl: string): ReadonlySet<string> {
  return new Set(['localhost', '127.0.0.1', '::1', hostHeaderName(new URL(publicUrl).host)!]);
}

/**
 * Whether a request comes straight from a program on this machine: the socket's own peer is a
 * loopback address (never `req.ip`, which believes proxy headers), nothing says it was
 * forwarded for someone else, and it names the server by one of `hostNames`. A browser on this
 * machine led by a web page whose name now resolves to 127.0.0.1 (DNS rebinding) sends that
 * page's name as Host, and is refused.
 */
export function isLocalDirectRequest(req: FastifyRequest, hostNames: ReadonlySet<string>): boolean {
  if (!isLoopbackAddress(req.raw.socket?.remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined)) return false;
  const host = hostHeaderName(req.headers.host);
  return host !== null && hostNames.has(host);
}
