import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Query parameters whose value is a secret: a signed address's signature opens what it signs,
 * a live order stream's ticket opens the stream. */
const SECRET_PARAMS = /([?&](?:sig|token|ticket)=)[^&#]*/g;

/** A URL as a log line shows it: each secret parameter's value written as [redacted]. */
export const urlForLog = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');

/**
 * The request of a log line, as Fastify's own serializer writes it but for the URL: a signed
 * return photo's address opens the photo until it expires, and logs travel further than links.
 */
export function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: urlForLog(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket.remotePort,
  };
}

/**
 * Fastify's per-request log lines, one per request instead of two: written when the answer is
 * sent, with the request in it. A refused request (429) is written at debug only: a client
 * hammering the API would otherwise fill the disk with one info line per refusal, and the rate
 * limiter already warns once per client and window.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode === 429) reply.log.debug(line, 'request refused: rate limited');
    else reply.log.info(line, 'request completed');
  }
}
