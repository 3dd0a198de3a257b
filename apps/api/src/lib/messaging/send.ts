import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { isLocalUrl, type Config } from '../../config';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { keepInOutbox } from './outbox';

export type MessageChannel = 'email' | 'phone';

export interface Message {
  channel: MessageChannel;
  /** an email address, or a 10-digit Indian mobile */
  to: string;
  subject: string;
  text: string;
}

/**
 * The job sequence of the messages to one shopper (lib/jobs): order and refund messages go out
 * one at a time in the order their moves were made, so "delivered" never overtakes "shipped".
 */
export const shopperMessages = (userId: number): string => `messages:user:${userId}`;

/** The dev outbox: DEV_OUTBOX when set; else on outside production, or on a localhost store with no SMTP and no SMS. */
export function devOutboxEnabled(config: Config): boolean {
  if (config.DEV_OUTBOX !== undefined) return config.DEV_OUTBOX;
  if (config.NODE_ENV !== 'production') return true;
  // In production the outbox would hand anyone everyone's codes: only on a store served from
  // this machine (the offline demo of `npm start`) and only while nothing can really send.
  return isLocalUrl(config.PUBLIC_URL) && !config.SMTP_URL && !config.SMS_HTTP_URL;
}

/** Whether messages of a channel can reach anyone (really sent, or kept in the outbox). */
export function channelAvailable(config: Config, channel: MessageChannel): boolean {
  const real = channel === 'email' ? config.SMTP_URL : config.SMS_HTTP_URL;
  return Boolean(real) || devOutboxEnabled(config);
}

const transports = new Map<string, Transporter>();
function smtpTransport(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport(url);
    transports.set(url, t);
  }
  return t;
}

const notSent = (channel: MessageChannel) =>
  new AppError(
    502,
    'MESSAGE_NOT_SENT',
    channel === 'email' ? 'We could not send the email' : 'We could not send the SMS',
    'Please try again after some time',
  );

async function sendSms(config: Config, to: string, text: string): Promise<void> {
  const res = await fetch(config.SMS_HTTP_URL!, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.SMS_HTTP_TOKEN ? { authorization: `Bearer ${config.SMS_HTTP_TOKEN}` } : {}),
    },
    body: JSON.stringify({ to: `+91${to}`, message: text }),
    signal: AbortSignal.timeout(10_000),
  });
  await res.body?.cancel();
  if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
}

/**
 * Delivers one message: SMTP for email, the HTTP provider for SMS, otherwise the dev outbox
 * (logged, with its text). A provider failure is a 502 MESSAGE_NOT_SENT, details in the log.
 */
export async function sendMessage(
  deps: AppDeps,
  log: FastifyBaseLogger,
  msg: Message,
): Promise<void> {
  const { config } = deps;
  const real = msg.channel === 'email' ? config.SMTP_URL : config.SMS_HTTP_URL;
  if (!real) {
    if (!devOutboxEnabled(config)) throw notSent(msg.channel);
    await keepInOutbox(deps.database.db, {
      channel: msg.channel,
      to: msg.to,
      subject: msg.subject,
      body: msg.text,
    });
    log.info({ to: msg.to, subject: msg.subject, text: msg.text }, 'dev outbox: message kept');
    return;
  }
  try {
    if (msg.channel === 'email') {
      await smtpTransport(real).sendMail({
        from: config.MAIL_FROM,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
      });
    } else {
      await sendSms(config, msg.to, msg.text);
    }
  } catch (err) {
    log.error({ err, channel: msg.channel }, 'message not sent');
    throw notSent(msg.channel);
  }
}
