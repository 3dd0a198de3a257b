import { describe, expect, it } from 'vitest';
import { DeliveryArea, DeliveryEstimateQuery, matchDeliveryArea } from './index';

const area = (Prefix: string, IsActive = true) => ({
  Prefix,
  Place: null,
  Days: 1,
  CutoffHour: null,
  IsActive,
});

describe('delivery areas', () => {
  const areas = [area('5'), area('560'), area('560038'), area('744', false)];

  it('picks the longest matching prefix, active or not', () => {
    expect(matchDeliveryArea(areas, '560038')?.Prefix).toBe('560038');
    expect(matchDeliveryArea(areas, '560001')?.Prefix).toBe('560');
    expect(matchDeliveryArea(areas, '500001')?.Prefix).toBe('5');
    expect(matchDeliveryArea(areas, '744101')).toMatchObject({ Prefix: '744', IsActive: false });
    expect(matchDeliveryArea(areas, '110001')).toBeNull();
  });

  it('checks an area and the estimate query', () => {
    expect(DeliveryArea.safeParse(area('056')).success).toBe(false);
    expect(DeliveryArea.safeParse({ ...area('56'), CutoffHour: 24 }).success).toBe(false);
    expect(DeliveryEstimateQuery.safeParse({ pincode: '560038' }).success).toBe(true);
    for (const pincode of ['056003', '56003', '5600381', 'abcdef'])
      expect(DeliveryEstimateQuery.safeParse({ pincode }).success).toBe(false);
  });
});
