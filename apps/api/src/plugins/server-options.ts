import type { FastifyReply, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from '../config';
import { RequestLog, requestForLog } from '../lib/request-log';

/**
 * Fastify's own options: the log, the proxy hops trusted, the body limit, request ids, the
 * router. `headers` are the security headers, set here on the answers Fastify gives before
 * routing (a malformed URL...), which no hook sees.
 */
export function serverOptions(
  config: Config,
  headers: () => Readonly<Record<string, string>>,
  logStream?: DestinationStream,
): FastifyServerOptions {
  return {
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: { req: requestForLog },
            ...(logStream ? { stream: logStream } : {}),
          },
    logController: new RequestLog(),
    // Trust only the configured proxy hops, so rate limits key on the real client.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    bodyLimit: 256 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : crypto.randomUUID();
    },
    requestIdHeader: false,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    // errors Fastify meets before routing (a malformed URL...) answer in the same format
    // (no hook has run yet, so the security headers are set here)
    frameworkErrors: (err, _req, reply) => {
      (reply as FastifyReply)
        .code(400)
        .headers(headers())
        .send({ Message: err.message, ErrorMessage: err.message, Code: err.code ?? 'BAD_REQUEST' });
    },
  };
}
