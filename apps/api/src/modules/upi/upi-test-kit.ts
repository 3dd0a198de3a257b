import { expect } from 'vitest';
import type { UpiDirectSettings, UpiQueue } from '@kirana/shared';
import type { TestApp } from '../../test/harness';
import { call } from '../checkout/checkout-test-kit';
import { staffSession } from '../staff/staff-test-kit';

export const SHOP_UPI: UpiDirectSettings = {
  IsEnabled: true,
  Vpa: 'sharma.kirana@okhdfcbank',
  PayeeName: 'Sharma Kirana Store',
  HoldMinutes: 30,
};

/** An owner's console session, with UPI direct turned on at the shop's UPI ID. */
export async function ownerWithUpi(t: TestApp, settings: Partial<UpiDirectSettings> = {}) {
  const owner = (await staffSession(t, 'owner')).token;
  const res = await call(t, 'PUT', '/admin/payment-settings/upi', owner, {
    ...SHOP_UPI,
    ...settings,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return owner;
}

/** The console's queue of UPI payments to check. */
export async function queueOf(t: TestApp, token: string): Promise<UpiQueue> {
  const res = await call(t, 'GET', '/admin/upi-payments', token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as UpiQueue;
}

/** A 12-digit UTR, different for each n. */
export const utr = (n: number) => String(600_000_000_000 + n);

/** A statement file for the import body. */
export const statementBody = (
  fileName: string,
  content: Buffer | string,
  bank: string,
  mapping?: unknown,
) => ({
  FileName: fileName,
  ContentBase64: Buffer.from(content).toString('base64'),
  Bank: bank,
  ...(mapping ? { Mapping: mapping } : {}),
});
