// A local server speaking OTPless's web protocol: /v2/auth.js draws a sign-in box into
// #otpless-login-page and hands { token, identities } to window.otpless, and
// /auth/v1/validate/token answers the API's token check (clientId/clientSecret headers).
import { randomUUID } from 'node:crypto';
import { serve } from './http';

export interface OtplessStandIn {
  sdkUrl: string;
  verifyUrl: string;
  /** tokens the API validated */
  validated: string[];
  close(): Promise<void>;
}

// The stand-in's box: a mobile number and a button, then the callback OTPless's script makes.
const script = (origin: string) => `(() => {
  const draw = () => {
    const box = document.getElementById('otpless-login-page');
    if (!box) return;
    box.innerHTML = '<p>OTPless (local stand-in)</p>' +
      '<label>WhatsApp number <input id="otpless-mobile" inputmode="numeric"></label>' +
      '<button id="otpless-continue" type="button">Continue with WhatsApp</button>';
    box.querySelector('#otpless-continue').addEventListener('click', async () => {
      const mobile = box.querySelector('#otpless-mobile').value;
      const res = await fetch('${origin}/demo/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile, appId: document.getElementById('otpless-sdk').dataset.appid }),
      });
      window.otpless(await res.json());
    });
  };
  window.otplessInit = draw;
  draw();
})();`;

export async function startOtplessStandIn(
  clientId: string,
  clientSecret: string,
): Promise<OtplessStandIn> {
  const issued = new Map<string, string>(); // token -> mobile
  const validated: string[] = [];
  let origin = '';
  const server = await serve((req, url, body) => {
    if (url.pathname === '/v2/auth.js') return { js: script(origin) };
    if (url.pathname === '/demo/sign-in') {
      const mobile = String(body.mobile ?? '').replace(/\D/g, '');
      const token = randomUUID().replace(/-/g, '');
      issued.set(token, mobile);
      return {
        json: {
          token,
          status: 'SUCCESS',
          identities: [
            {
              identityType: 'MOBILE',
              identityValue: `91${mobile}`,
              channel: 'WHATSAPP',
              verified: true,
            },
          ],
        },
      };
    }
    if (url.pathname === '/auth/v1/validate/token') {
      if (req.headers.clientid !== clientId || req.headers.clientsecret !== clientSecret)
        return { status: 401, json: { message: 'Unauthorized' } };
      const mobile = issued.get(String(body.token));
      if (!mobile) return { status: 400, json: { status: 'FAILED', message: 'Invalid token' } };
      validated.push(String(body.token));
      return {
        json: {
          status: 'SUCCESS',
          token: body.token,
          identities: [
            {
              identityType: 'MOBILE',
              identityValue: `91${mobile}`,
              channel: 'WHATSAPP',
              verified: true,
              name: 'Ravi Kumar',
            },
          ],
        },
      };
    }
    return { status: 404, json: { message: 'not spoken here' } };
  });
  origin = server.url;
  return {
    sdkUrl: `${server.url}/v2/auth.js`,
    verifyUrl: `${server.url}/auth/v1/validate/token`,
    validated,
    close: server.close,
  };
}
