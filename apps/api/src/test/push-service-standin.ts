import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

// A local push service for tests: a real HTTPS server on loopback (a throwaway certificate that
// the app trusts through PUSH_CA_FILE) that takes pushes as RFC 8030 says, records them, and
// answers each endpoint as told (201 by default; 410 or 404 for a gone subscription). Browser
// subscriptions are made here with node:crypto, and their pushes decrypted by hand (RFC 8291 and
// RFC 8188, aes128gcm) and their VAPID signature checked (RFC 8292), so a test proves the whole
// protocol end to end without trusting the library that sent it.

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushStandin {
  url: string;
  /** The certificate's PEM file, for PUSH_CA_FILE. */
  caFile: string;
  /** What a store needs to send to it: its certificate trusted, its loopback host allowed. */
  storeConfig: { PUSH_CA_FILE: string; PUSH_PRIVATE_HOSTS: string };
  received: ReceivedPush[];
  /** TCP connections opened to it so far (a refused endpoint opens none). */
  connections(): number;
  /** What the endpoint at `path` answers from now on. */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

export async function startPushStandin(): Promise<PushStandin> {
  const dir = mkdtempSync(join(tmpdir(), 'kirana-push-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer(
    { key: readFileSync(key), cert: readFileSync(cert) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '/';
        received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
        const status = req.method === 'POST' ? (answers.get(path) ?? 201) : 405;
        res.writeHead(
          status,
          status === 201 ? { location: `${path}/message/${received.length}` } : {},
        );
        res.end();
      });
    },
  );
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    caFile: cert,
    storeConfig: { PUSH_CA_FILE: cert, PUSH_PRIVATE_HOSTS: '127.0.0.1' },
    received,
    connections: () => connections,
    answer: (path, status) => answers.set(path, status),
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          ok();
        });
      }),
  };
}

const b64url = (b: Buffer) => b.toString('base64url');

/** A browser's side of a subscription: its keys, the token it would send, and decryption. */
export function aBrowserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys(); // 65 bytes, uncompressed
  const authSecret = randomBytes(16);
  return {
    token: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: b64url(uaPublic), auth: b64url(authSecret) },
    },
    /** RFC 8291 §3.4 and RFC 8188: the plaintext of an aes128gcm push body. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const rs = body.readUInt32BE(16);
      const idlen = body[20]!;
      const asPublic = body.subarray(21, 21 + idlen);
      const records = body.subarray(21 + idlen);
      if (records.length > rs) throw new Error('one record expected');
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, info, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
      );
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(records.subarray(records.length - 16));
      const padded = Buffer.concat([
        decipher.update(records.subarray(0, records.length - 16)),
        decipher.final(),
      ]);
      // the last record ends with the delimiter 0x02, then zero padding
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('bad padding delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * RFC 8292: the Authorization header is `vapid t=<JWT>, k=<public key>`; the JWT is ES256,
 * signed by that key, for the push service's origin, not expired, with a contact subject.
 */
export function checkVapid(header: string | undefined, endpoint: string) {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`not a VAPID header: ${header}`);
  const [, jwt, k] = m as unknown as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const [head, claims, sig] = jwt.split('.') as [string, string, string];
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig, 'base64url'),
  );
  const header0 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  return {
    signed,
    alg: header0.alg,
    publicKey: k,
    audOk: body.aud === new URL(endpoint).origin,
    expOk: body.exp > Date.now() / 1000 && body.exp <= Date.now() / 1000 + 24 * 3600,
    sub: body.sub,
  };
}
