import { afterAll, beforeAll, expect } from 'vitest';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { DbKind, TestApp } from '../../test/harness';
import { startTestApp } from '../../test/harness';
import { startWhatsAppStandin, type WhatsAppStandin } from '../../test/whatsapp-standin';
import { jobs } from '../../lib/jobs/jobs.tables';
import { readOutbox } from '../../lib/messaging';
import { signInWithOtp } from '../auth/auth-test-kit';
import { addressFor } from '../checkout/checkout-test-kit';
import { ADMIN_TOKEN, UNLIMITED, type Shopper } from '../refunds/refunds-test-kit';
import { whatsappMessages } from './whatsapp.tables';

export const WHATSAPP = {
  token: 'EAAG-standin-access-token',
  phoneNumberId: '106540352242922',
  appSecret: 'app-secret-0123456789',
  verifyToken: 'verify-token-0123456789',
};

export interface WhatsAppTestApp {
  t: TestApp;
  standin: WhatsAppStandin;
}

/** One test file's app with WhatsApp on, pointed at the stand-in and its webhooks at the app. */
export function whatsappTestApp(kind: DbKind): WhatsAppTestApp {
  const app = {} as WhatsAppTestApp;
  beforeAll(async () => {
    const standin = await startWhatsAppStandin(WHATSAPP);
    const t = await startTestApp(kind, {
      ...UNLIMITED,
      ADMIN_TOKEN,
      WHATSAPP_TOKEN: WHATSAPP.token,
      WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
      WHATSAPP_APP_SECRET: WHATSAPP.appSecret,
      WHATSAPP_VERIFY_TOKEN: WHATSAPP.verifyToken,
      WHATSAPP_API_URL: standin.apiUrl,
    });
    standin.setWebhookUrl(`${t.url}/api/whatsapp/webhook`);
    Object.assign(app, { t, standin });
  });
  afterAll(async () => {
    await app.t?.close();
    await app.standin?.close();
  });
  return app;
}

/** A shopper signed in with a mobile (the OTP through the dev outbox), with one saved address. */
export async function phoneShopper(
  t: TestApp,
  phone: string,
): Promise<Shopper & { phone: string }> {
  const login = await signInWithOtp(t, 'phone', phone);
  const token = login.Token;
  const addressId = await addressFor(t, token, { Mobile: phone });
  return { token, userId: login.UserData.UserId, addressId, email: '', phone };
}

/** What the stand-in received for a mobile, oldest first. */
export const messagesTo = (standin: WhatsAppStandin, phone: string) =>
  standin.messages.filter((m) => m.to === `91${phone}`);

/** Waits until no WhatsApp job is left to run (sent, or given up). */
export async function whatsappJobsDone(t: TestApp): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await t.database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(jobs)
            .where(and(like(jobs.kind, 'whatsapp-%'), isNull(jobs.doneAt)))
        )[0]!.n,
      { timeout: 15_000 },
    )
    .toBe(0);
}

/** The recorded messages of an order, oldest first. */
export const messageRows = (t: TestApp, orderId: number) =>
  t.database.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.orderId, orderId))
    .orderBy(whatsappMessages.id);

/** The SMS kept for a mobile in the dev outbox (no SMS provider in tests) with this text. */
export const smsWith = async (t: TestApp, phone: string, text: string) =>
  (await readOutbox(t.database.db, phone)).filter((m) => m.Channel === 'phone' && m.Body === text);
