import { expect } from 'vitest';
import {
  DeliverySlotsAnswer,
  OrderDetails,
  SlotSettings,
  type PlaceOrderBody,
  type SlotSettingsBody,
} from '@kirana/shared';
import { isoIndiaDay } from '@kirana/shared/common/india-dates';
import type { TestApp } from '../../test/harness';
import { call, codOrderBody, postOrder } from '../checkout/checkout-test-kit';
import { admin } from '../refunds/refunds-test-kit';

/** India's calendar day `n` days from now: 0 today, 1 tomorrow, -1 yesterday (India keeps no DST). */
export const indiaDay = (n: number) => isoIndiaDay(new Date(Date.now() + n * 86_400_000));

/** The owner saves the slot settings (ADMIN_TOKEN); answers what the console then reads. */
export async function saveSlots(t: TestApp, body: SlotSettingsBody): Promise<SlotSettings> {
  const res = await admin(t, 'PUT', '/admin/settings/delivery-slots', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return SlotSettings.parse(res.body);
}

/** The slots checkout offers now. */
export async function offeredSlots(t: TestApp): Promise<DeliverySlotsAnswer> {
  const res = await call(t, 'GET', '/delivery-slots');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return DeliverySlotsAnswer.parse(res.body);
}

interface SlotShopper {
  token: string;
  addressId: number;
}

/** A cash-on-delivery order body for one unit of a product, in a slot (or none). */
export async function slotOrderBody(
  t: TestApp,
  s: SlotShopper,
  productId: number,
  slotId?: unknown,
): Promise<PlaceOrderBody> {
  const body = await codOrderBody(
    t,
    s.token,
    [{ ProductId: productId, VariantId: null, Qty: 1 }],
    s.addressId,
  );
  return { ...body, ...(slotId === undefined ? {} : { DeliverySlotId: slotId as string }) };
}

/** Places a cash-on-delivery order in a slot; answers the HTTP reply. */
export async function orderInSlot(t: TestApp, s: SlotShopper, productId: number, slotId?: unknown) {
  return postOrder(
    t,
    s.token,
    await slotOrderBody(t, s, productId, slotId),
    `slot-${Math.random().toString(36).slice(2)}`,
  );
}

/** Places an order in a slot that must succeed; answers the order. */
export async function placedInSlot(t: TestApp, s: SlotShopper, productId: number, slotId: string) {
  const res = await orderInSlot(t, s, productId, slotId);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return OrderDetails.parse((res.body as { Order: unknown }).Order);
}

/** Expects a 400 naming DeliverySlotId (as the service or the body's schema names it). */
export function expectSlotRefused(res: { status: number; body: unknown }, code?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const body = res.body as { Code: string; Fields?: { Field: string }[] };
  expect(
    (body.Fields ?? []).some((f) => f.Field.endsWith('DeliverySlotId')),
    JSON.stringify(body),
  ).toBe(true);
  if (code) expect(body.Code).toBe(code);
}
