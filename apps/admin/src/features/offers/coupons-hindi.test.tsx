// Coupons in Hindi: the list's offer, scope, uses, status and actions, and the editor's labels
// and its own checks come from the catalogue (offers.json); money stays ₹ in Indian grouping.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCoupon } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import CouponEditor from './coupon-editor';
import CouponsPage from './coupons-page';

const COUPON: AdminCoupon = {
  CouponId: 12,
  Code: 'CHAI20',
  Title: 'चाय पर 20% छूट',
  Description: '',
  Kind: 'percent',
  Value: 20,
  MaxDiscount: 150000,
  MinOrderValue: 49900,
  StartsAt: null,
  EndsAt: null,
  TotalLimit: 100,
  PerUserLimit: 1,
  FirstOrderOnly: false,
  PaymentMethods: [],
  CategoryIds: [6],
  Categories: [{ Id: 6, Name: 'Winter Sale', IsVisible: false }],
  ScopeLabel: 'Winter Sale',
  IsActive: true,
  UsedCount: 3,
  TopShopperUses: 1,
  Status: 'active',
  CreatedAt: '2026-03-04T18:45:00Z',
};

describe('coupons in Hindi', () => {
  it('lists a coupon’s offer, scope, uses, status and actions in Hindi', async () => {
    await activateLanguage('hi');
    mockApi({ '/admin/me': meOf('owner'), '/admin/coupons': { Coupons: [COUPON] } });
    renderInConsole(<CouponsPage />, { route: '/coupons' });
    const row = (await screen.findByText('CHAI20')).closest('tr')!;
    expect(row.textContent).toContain('₹499.00+ पर 20% की छूट, ₹1,500.00 तक');
    expect(row.textContent).toContain('Winter Sale (छिपी हुई)');
    expect(row.textContent).toContain('100 में से 3 · हर ग्राहक 1');
    expect(row.textContent).toContain('कोई आखिरी तारीख नहीं');
    expect(within(row).getByText('चालू')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'बदलें' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'रोकें' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'किस पर लागू' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'नया कूपन' })).toBeTruthy();
  });

  it('labels the editor in Hindi and says what is wrong in Hindi before sending', async () => {
    await activateLanguage('hi');
    const sent: unknown[] = [];
    mockApi({
      '/admin/me': meOf('owner'),
      'POST /admin/coupons': async (req: Request) => {
        sent.push(await req.json());
        return COUPON;
      },
    });
    renderInConsole(<CouponEditor />, { route: '/coupons/new' });
    expect(await screen.findByRole('heading', { name: 'नया कूपन' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'कैश ऑन डिलीवरी' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'सभी प्रोडक्ट' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByLabelText('छूट की रकम (₹)'));
    await userEvent.paste('बीस');
    await userEvent.click(screen.getByRole('button', { name: 'कूपन बनाएँ' }));
    expect(await screen.findByText('छूट की रकम रुपयों में लिखें')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says a number out of range in Hindi, its limits in Indian grouping', async () => {
    await activateLanguage('hi');
    const sent: unknown[] = [];
    mockApi({ '/admin/me': meOf('owner'), 'POST /admin/coupons': () => sent.push(1) });
    renderInConsole(<CouponEditor />, { route: '/coupons/new' });
    await screen.findByRole('heading', { name: 'नया कूपन' });
    for (const [label, text] of [
      ['कोड', 'CHAI20'],
      ['टाइटल', 'चाय पर छूट'],
      ['छूट की रकम (₹)', '0'],
      ['कुल इस्तेमाल', '99999999'],
    ] as const) {
      await userEvent.click(screen.getByLabelText(label));
      await userEvent.paste(text);
    }
    await userEvent.click(screen.getByRole('button', { name: 'कूपन बनाएँ' }));
    expect(await screen.findByText('₹0.01 से ₹10,00,000 तक की रकम लिखें')).toBeTruthy();
    expect(screen.getByText('1 से 1,00,00,000 तक की पूरी संख्या लिखें')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
