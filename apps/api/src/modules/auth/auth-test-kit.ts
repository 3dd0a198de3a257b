import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../test/harness';

/** A browser's secret for its code requests, as the web app makes one. */
export const newBrowserKey = () => randomBytes(24).toString('base64url');

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** Calls the API over real HTTP, with an optional Bearer token. */
export async function call<T = Record<string, unknown>>(
  t: TestApp,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${t.url}/api${path}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      'user-agent': 'kirana-test',
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** The latest code the dev outbox holds for an address. */
export async function codeFromOutbox(t: TestApp, to: string): Promise<string> {
  const res = await call<{ Messages: { Body: string }[] }>(
    t,
    'GET',
    `/dev/outbox?to=${encodeURIComponent(to)}`,
  );
  const code = /\b(\d{6})\b/.exec(res.body.Messages[0]?.Body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Signs in through the built-in OTP (dev outbox), as the browser that asked, and answers. */
export async function signInWithOtp(
  t: TestApp,
  channel: 'email' | 'phone',
  identifier: string,
): Promise<{ Token: string; UserData: { UserId: number }; IsFirstLogin: boolean }> {
  const BrowserKey = newBrowserKey();
  const req = await call<{ RequestId: string }>(t, 'POST', '/otp/request', {
    body: { channel, identifier, BrowserKey },
  });
  if (req.status !== 200) throw new Error(`otp request ${req.status} ${JSON.stringify(req.body)}`);
  const code = await codeFromOutbox(t, identifier);
  const login = await call<{ Token: string; UserData: { UserId: number }; IsFirstLogin: boolean }>(
    t,
    'POST',
    '/auth-users',
    {
      body: {
        loginService: 'kirana',
        loginUsing: channel === 'email' ? 'Email' : 'Phone',
        RequestId: req.body.RequestId,
        Code: code,
        BrowserKey,
      },
    },
  );
  if (login.status !== 200) throw new Error(`login ${login.status} ${JSON.stringify(login.body)}`);
  return login.body;
}
