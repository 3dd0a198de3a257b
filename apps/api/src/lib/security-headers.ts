import type { FastifyInstance } from 'fastify';

// Google Analytics 4's hosts, named only when the store configures a measurement id.
const GA_SCRIPT = 'https://www.googletagmanager.com';
const GA_COLLECT =
  'https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com';

/** The Content-Security-Policy: our own scripts only (plus gtag.js with GA4), no inline script, never framed. */
const csp = (analytics: boolean) =>
  [
    "default-src 'self'",
    `script-src 'self'${analytics ? ` ${GA_SCRIPT}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${analytics ? ` ${GA_COLLECT}` : ''}`,
    "font-src 'self' data:",
    `connect-src 'self'${analytics ? ` ${GA_COLLECT}` : ''}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

/** Every response's security headers: the set helmet sends, fixed once at start. */
export const securityHeaders = (opts: { analytics: boolean }): Readonly<Record<string, string>> =>
  Object.freeze({
    'content-security-policy': csp(opts.analytics),
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });

/**
 * Adds the security headers to every response; `analytics` lets gtag.js load and report (read
 * from the store configs at start, so a new GA id takes a restart). The values never change per request, so one
 * object is set in one hook; @fastify/helmet recomputed them on each request and halved the
 * throughput of cached catalogue reads.
 */
export function installSecurityHeaders(app: FastifyInstance, opts: { analytics: boolean }): void {
  const headers = securityHeaders(opts);
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(headers);
  });
}
