import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { isLoopbackAddress } from '../lib/local-request';
import { devOutboxEnabled } from '../lib/messaging';

/** Warns loudly, once listening, when the dev outbox is on and the server listens beyond loopback. */
export function warnOfWideDevOutbox(app: FastifyInstance, config: Config): void {
  app.addHook('onListen', async () => {
    if (!devOutboxEnabled(config)) return;
    // a unix socket path is this machine's only
    const wide = app
      .addresses()
      .flatMap((a) => (typeof a === 'string' ? [] : [`${a.address}:${a.port}`]))
      .filter((a) => !isLoopbackAddress(a.slice(0, a.lastIndexOf(':'))));
    if (!wide.length) return;
    app.log.warn(
      { addresses: wide },
      'DEV OUTBOX IS ON while the server listens beyond this machine. It keeps every sign-in ' +
        'code instead of sending it and hands them to requests made on this machine without a ' +
        'proxy only; before opening the store to anyone set SMTP_URL / SMS_HTTP_URL and ' +
        'DEV_OUTBOX=0, or listen on HOST=127.0.0.1.',
    );
  });
}
