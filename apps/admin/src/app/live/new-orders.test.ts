import { describe, expect, it } from 'vitest';
import { isChimeMuted, setChimeMuted } from './chime';
import { isNewOrder, titleWithCount } from './new-orders';

describe('new orders in the tab title and the chime switch', () => {
  it('puts the unseen count before the page title, once', () => {
    expect(titleWithCount('Orders · Kirana', 2)).toBe('(2) Orders · Kirana');
    expect(titleWithCount('(2) Orders · Kirana', 3)).toBe('(3) Orders · Kirana');
    expect(titleWithCount('(3) Orders · Kirana', 0)).toBe('Orders · Kirana');
  });

  it('alerts only for a newly placed order, not an edit or a payment of one still placed', () => {
    expect(isNewOrder({ OrderId: 7, Status: 'placed', New: true })).toBe(true);
    expect(isNewOrder({ OrderId: 7, Status: 'placed' })).toBe(false);
    expect(isNewOrder({ OrderId: 7, Status: 'confirmed' })).toBe(false);
  });

  it('remembers the mute in this browser', () => {
    setChimeMuted(true);
    expect(isChimeMuted()).toBe(true);
    setChimeMuted(false);
    expect(isChimeMuted()).toBe(false);
  });
});
