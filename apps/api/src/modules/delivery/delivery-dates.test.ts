import { describe, expect, it } from 'vitest';
import type { DeliveryArea } from '@kirana/shared';
import {
  deliveryWindow,
  dispatchDelay,
  estimateFor,
  indiaDatePlus,
  slowerHere,
} from './delivery-dates';

const bengaluru: DeliveryArea = {
  Prefix: '560',
  Place: 'Bengaluru',
  Days: 1,
  CutoffHour: 18,
  IsActive: true,
};
const standard = { EtaDaysMin: 2, EtaDaysMax: 4 };
const express = { EtaDaysMin: 1, EtaDaysMax: 1 };

describe('delivery dates (India time)', () => {
  it('counts days from the India date, which turns at 18:30 UTC', () => {
    expect(indiaDatePlus(new Date('2026-11-25T18:29:59Z'), 0)).toBe('2026-11-25');
    expect(indiaDatePlus(new Date('2026-11-25T18:30:00Z'), 0)).toBe('2026-11-26');
    expect(indiaDatePlus(new Date('2026-11-30T20:00:00Z'), 1)).toBe('2026-12-02');
  });

  it('dispatches the same day before the cut-off hour in India and the next day from it on', () => {
    // 17:59:59 and 18:00 IST are 12:29:59 and 12:30 UTC
    expect(dispatchDelay(bengaluru, new Date('2026-11-25T12:29:59Z'))).toBe(0);
    expect(dispatchDelay(bengaluru, new Date('2026-11-25T12:30:00Z'))).toBe(1);
    expect(dispatchDelay({ CutoffHour: null }, new Date('2026-11-25T17:00:00Z'))).toBe(0);
    const before = estimateFor(
      bengaluru,
      [standard, express],
      '560038',
      new Date('2026-11-25T12:29:59Z'),
    );
    const after = estimateFor(
      bengaluru,
      [standard, express],
      '560038',
      new Date('2026-11-25T12:30:00Z'),
    );
    // the default (first) method's window, the one checkout starts with: never a faster paid one
    expect(before).toMatchObject({ EtaFrom: '2026-11-27', EtaTo: '2026-11-29' });
    expect(before.Message).toBe('Delivery Fri, 27 Nov – Sun, 29 Nov');
    expect(after).toMatchObject({
      EtaFrom: '2026-11-28',
      Message: 'Delivery Sat, 28 Nov – Mon, 30 Nov',
    });
    expect(
      estimateFor(bengaluru, [express], '560038', new Date('2026-11-25T12:29:59Z')),
    ).toMatchObject({
      EtaFrom: '2026-11-26',
      EtaTo: '2026-11-26',
      Message: 'Delivery by Thu, 26 Nov',
    });
    // just after midnight in India the new day's dispatch counts again
    const night = estimateFor(bengaluru, [express], '560038', new Date('2026-11-25T18:31:00Z'));
    expect(night.EtaFrom).toBe('2026-11-27');
  });

  it('says why a method is slower in an area than it promises', () => {
    const delhi = { ...bengaluru, Place: 'Delhi', Days: 2 };
    expect(slowerHere(delhi, express)).toBe('Delhi takes at least 2 days');
    expect(slowerHere({ ...delhi, Place: null }, express)).toBe(
      'This pincode takes at least 2 days',
    );
    expect(slowerHere(delhi, standard)).toBeNull();
    expect(slowerHere(bengaluru, express)).toBeNull();
  });

  it('never brings a method sooner than the area allows, and answers the default method', () => {
    const far = { ...bengaluru, Days: 3, CutoffHour: null };
    const now = new Date('2026-11-25T06:00:00Z');
    expect(deliveryWindow(far, express, now)).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(deliveryWindow(far, standard, now)).toEqual({ from: '2026-11-28', to: '2026-11-29' });
    expect(deliveryWindow(far, undefined, now)).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(estimateFor(far, [standard, express], '560038', now)).toMatchObject({
      IsServiceable: true,
      Place: 'Bengaluru',
      EtaFrom: '2026-11-28',
      EtaTo: '2026-11-29',
      CutoffHour: null,
    });
  });

  it('answers not delivered for an inactive area or none', () => {
    const now = new Date('2026-11-25T06:00:00Z');
    const islands = {
      ...bengaluru,
      Prefix: '744',
      Place: 'Andaman and Nicobar Islands',
      IsActive: false,
    };
    expect(estimateFor(islands, [standard], '744101', now)).toEqual({
      Pincode: '744101',
      IsServiceable: false,
      Place: 'Andaman and Nicobar Islands',
      EtaFrom: null,
      EtaTo: null,
      CutoffHour: null,
      Message: "We don't deliver to 744101 yet",
    });
    expect(estimateFor(null, [standard], '110001', now)).toMatchObject({
      IsServiceable: false,
      Place: null,
    });
  });
});
