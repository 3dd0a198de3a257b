import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EARLY_TAPS_SCRIPT } from '@kirana/shared/common/early-taps';

/** The one inline script allowed: the early-tap catcher of a server-drawn page, by its hash. */
export const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/** Outside hosts a configured feature needs, per CSP directive (GA4, a sign-in SDK, maps...). */
export interface CspSources {
  script?: string[];
  connect?: string[];
  img?: string[];
  frame?: string[];
  /** the page opens sign-in popups that must hand their result back to it */
  popups?: boolean;
}

// Google Analytics 4's hosts, named only when the store configures a measurement id.
const GA_COLLECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];
export const ANALYTICS_SOURCES: CspSources = {
  script: ['https://www.googletagmanager.com'],
  img: GA_COLLECT,
  connect: GA_COLLECT,
};

const join = (own: string, extra: (string | undefined)[][]) =>
  [own, ...new Set(extra.flat().filter(Boolean))].join(' ');

/**
 * The Content-Security-Policy: our own scripts only, plus what a configured feature needs; no
 * inline script but the early-tap catcher (by its hash); never framed.
 */
export function contentSecurityPolicy(parts: CspSources[]): string {
  const pick = (key: 'script' | 'connect' | 'img' | 'frame') => parts.map((p) => p[key] ?? []);
  const frames = pick('frame').flat();
  return [
    "default-src 'self'",
    `script-src ${join("'self'", pick('script'))} ${EARLY_TAPS_HASH}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${join("'self' data: blob:", pick('img'))}`,
    "font-src 'self' data:",
    `connect-src ${join("'self'", pick('connect'))}`,
    ...(frames.length ? [`frame-src ${join("'self'", [frames])}`] : []),
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Every response's security headers: the set helmet sends, fixed once at start. */
export const securityHeaders = (parts: CspSources[]): Readonly<Record<string, string>> =>
  Object.freeze({
    'content-security-policy': contentSecurityPolicy(parts),
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // a sign-in popup (Firebase, OTPless) must keep its opener to hand the result back
    'cross-origin-opener-policy': parts.some((p) => p.popups)
      ? 'same-origin-allow-popups'
      : 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });

/**
 * Adds the security headers to every response. `headers` answers one object made from the
 * outside hosts of the features configured at start (GA4 from the store configs, the sign-in
 * service from the environment; a change of those takes a restart), made again only when
 * Razorpay's keys change (plugins/csp-sources.ts). One object set in one hook: @fastify/helmet
 * recomputed them on each request and halved the throughput of cached catalogue reads.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  headers: () => Readonly<Record<string, string>>,
): void {
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(headers());
  });
}
