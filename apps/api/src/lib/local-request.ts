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

/**
 * Whether a request comes straight from a program on this machine: the socket's own peer is a
 * loopback address (never `req.ip`, which believes proxy headers) and nothing says it was
 * forwarded for someone else.
 */
export function isLocalDirectRequest(req: FastifyRequest): boolean {
  if (!isLoopbackAddress(req.raw.socket?.remoteAddress)) return false;
  return !FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined);
}
