import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// Local stand-ins speaking the protocols of the outside senders (SMTP, the HTTP SMS provider),
// for tests of what the store sends by email and SMS.

/** Just enough SMTP (no STARTTLS, no AUTH) to receive what nodemailer sends. */
export function startSmtpServer(received: string[]): Promise<TcpServer> {
  const server = createTcpServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export interface SmsCall {
  auth: string | undefined;
  body: { to: string; message: string };
}

export function startSmsServer(calls: SmsCall[], status: () => number): Promise<HttpServer> {
  const server = createHttpServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      calls.push({ auth: req.headers.authorization, body: JSON.parse(raw) as SmsCall['body'] });
      res.writeHead(status(), { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export const portOf = (s: TcpServer | HttpServer) => (s.address() as AddressInfo).port;

/** A mail as received, with quoted-printable soft breaks and `=3D` undone. */
export const unfoldMail = (mail: string) => mail.replace(/=\r\n/g, '').replace(/=3D/g, '=');

/** A mail's text part decoded (quoted-printable or base64) to UTF-8: Devanagari readable. */
export function decodeMail(mail: string): string {
  const [head = '', ...rest] = mail.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  const unfolded = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(unfolded.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * Both stand-ins for one suite: what they received, the SMS provider's next status, and (once
 * started) the configuration that points the app at them.
 */
export class MessageStandins {
  readonly mails: string[] = [];
  readonly sms: SmsCall[] = [];
  smsStatus = 200;
  private smtp?: TcpServer;
  private smsServer?: HttpServer;

  async start(): Promise<{ SMTP_URL: string; SMS_HTTP_URL: string; SMS_HTTP_TOKEN: string }> {
    this.smtp = await startSmtpServer(this.mails);
    this.smsServer = await startSmsServer(this.sms, () => this.smsStatus);
    return {
      SMTP_URL: `smtp://127.0.0.1:${portOf(this.smtp)}`,
      SMS_HTTP_URL: `http://127.0.0.1:${portOf(this.smsServer)}/send`,
      SMS_HTTP_TOKEN: 'sms-secret-token',
    };
  }

  close(): void {
    this.smtp?.close();
    this.smsServer?.close();
  }
}
