import { createServer, type ServerResponse } from 'node:http';
import { portOf } from '../message-standins';

/** One SMS as the provider got it: which process sent it (its token) and whether it was answered. */
export interface ClusterSms {
  from: string;
  to: string;
  message: string;
  answered: boolean;
}

/**
 * The HTTP SMS provider (the protocol of message-standins.ts), told apart per API process by
 * its SMS_HTTP_TOKEN. `holdNext` keeps the next message unanswered, as a provider that hangs,
 * so a test can kill the process waiting on it.
 */
export async function startClusterSms() {
  const received: ClusterSms[] = [];
  let holding: ((sms: ClusterSms) => void) | null = null;
  const held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { to: string; message: string };
      const sms: ClusterSms = {
        from: (req.headers.authorization ?? '').replace(/^Bearer /, ''),
        to: body.to,
        message: body.message,
        answered: false,
      };
      received.push(sms);
      if (holding) {
        const tell = holding;
        holding = null;
        held.push(res);
        tell(sms);
        return;
      }
      sms.answered = true;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${portOf(server)}/sms`,
    received,
    /** Answers the message that comes next with nothing; resolves with it once it came. */
    holdNext: () => new Promise<ClusterSms>((resolve) => (holding = resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type ClusterSmsStandin = Awaited<ReturnType<typeof startClusterSms>>;
