// The audit log in plain words, English and Hindi: its title, columns, filters, who did a change,
// a sentence for the action, the name of what changed (as it was then), and a line per field
// with money in rupees and yes/no (never raw JSON or paise).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import AuditLogPage from './audit-page';

const PAGE: AuditPage = {
  TotalCount: 2,
  Entries: [
    {
      Id: 9,
      At: '2026-03-04T18:45:00Z',
      ActorId: 1,
      ActorName: 'Meera Nair',
      ActorRole: 'manager',
      Action: 'coupon.pause',
      Entity: 'coupon',
      EntityId: '12',
      Subject: null,
      Before: { IsActive: true },
      After: { IsActive: false },
      RequestId: 'r-1',
    },
    {
      Id: 10,
      At: '2026-03-04T18:50:00Z',
      ActorId: 1,
      ActorName: 'Meera Nair',
      ActorRole: 'manager',
      Action: 'variant.update',
      Entity: 'variant',
      EntityId: '4885',
      Subject: 'Aashirvaad Atta 5 kg',
      Before: { id: 4885, pricePaise: 44900, stock: 4, updatedAt: '2026-03-01T10:00:00Z' },
      After: { id: 4885, pricePaise: 44800, stock: 4, updatedAt: '2026-03-04T18:50:00Z' },
      RequestId: 'r-2',
    },
  ],
};

const entry = (Id: number, e: Partial<AuditPage['Entries'][number]>) => ({
  ...PAGE.Entries[0]!,
  Id,
  Before: null,
  After: null,
  Subject: null,
  ...e,
});

/** Entries as the API keeps them: codes, paise and whole rows, for the page to word. */
const CODES: AuditPage = {
  TotalCount: 5,
  Entries: [
    entry(20, {
      Action: 'order.cancel',
      Entity: 'order',
      EntityId: '7',
      Subject: 'KR-000007',
      Before: { Status: 'placed', CancelReason: null },
      After: { Status: 'cancelled', CancelReason: 'Out of stock' },
    }),
    entry(21, {
      Action: 'order.cod_collected',
      Entity: 'order',
      EntityId: '8',
      Subject: 'KR-000008',
      Before: { CodCollectedAt: null },
      After: { Amount: 19400, Due: 19400, Method: 'upi', Reference: 'UTR1' },
    }),
    entry(22, { Action: 'product.archive', Entity: 'product', EntityId: '3', Subject: 'Atta' }),
    entry(23, {
      Action: 'settings.storeConfigs',
      Entity: 'settings',
      EntityId: 'storeConfigs',
      Before: { StoreName: 'Kirana' },
      After: { StoreName: 'Kirana Mart' },
    }),
    entry(24, {
      Action: 'product.create',
      Entity: 'product',
      EntityId: '4',
      Subject: 'Sona Masoori Rice',
      After: {
        Id: 4,
        Name: 'Sona Masoori Rice',
        Price: 9900,
        RatingSum: 0,
        ImageId: 5,
        Position: 2,
      },
    }),
    entry(25, {
      Action: 'refund.pick_up',
      Entity: 'refund',
      EntityId: '3',
      Subject: 'KR-000009',
      Before: { Status: 'approved', CreditNoteNumber: null },
      After: { Status: 'picked_up', CreditNoteNumber: 'CN-1' },
    }),
    entry(26, {
      Action: 'staff.invite',
      Entity: 'staff',
      EntityId: '2',
      Subject: 'Meera Nair',
      Before: {},
      After: { Role: 'manager', Phone: '9876543210' },
    }),
  ],
};

describe('audit log', () => {
  it('shows who changed what in English', async () => {
    mockApi({ '/admin/me': meOf('owner'), '/admin/audit': PAGE });
    renderInConsole(<AuditLogPage />, { route: '/audit' });
    expect(await screen.findAllByText('Meera Nair (Manager)')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Who' })).toBeTruthy();
    expect(screen.getByText('Coupon #12')).toBeTruthy();
    expect(screen.getByText('Paused the coupon')).toBeTruthy();
    expect(screen.getByText('Active: yes → no')).toBeTruthy();
    // rupees, the name as it was, a sentence: not "45000 → 44900" or "variant #4885"
    expect(screen.getByText('Changed the size')).toBeTruthy();
    expect(screen.getByText('Aashirvaad Atta 5 kg')).toBeTruthy();
    expect(screen.getByText('Price: ₹449.00 → ₹448.00')).toBeTruthy();
    expect(screen.queryByText(/44900|variant #4885|updatedAt|\{/)).toBeNull();
  });

  it('words its title, columns, filters and roles in Hindi', async () => {
    await activateLanguage('hi');
    mockApi({ '/admin/me': meOf('owner'), '/admin/audit': PAGE });
    renderInConsole(<AuditLogPage />, { route: '/audit' });
    expect(await screen.findAllByText('Meera Nair (मैनेजर)')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'ऑडिट लॉग' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'किसने' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'बदलाव' })).toBeTruthy();
    expect(screen.getByLabelText('स्टाफ़ नंबर')).toBeTruthy();
    expect(screen.queryByText(/ADMIN_TOKEN|token/)).toBeNull();
    expect(screen.getByText('साइज़ बदला')).toBeTruthy();
    expect(screen.getByText('कीमत: ₹449.00 → ₹448.00')).toBeTruthy();
    expect(screen.getByText('चालू: हाँ → नहीं')).toBeTruthy();
  });

  it('words statuses, methods, rupees, archives and settings sections, and leaves internal fields out', async () => {
    mockApi({ '/admin/me': meOf('owner'), '/admin/audit': CODES });
    renderInConsole(<AuditLogPage />, { route: '/audit' });
    expect(await screen.findByText('Status: Placed → Cancelled')).toBeTruthy();
    expect(screen.getByText('Due: — → ₹194.00')).toBeTruthy();
    expect(screen.getByText('Method: — → UPI')).toBeTruthy();
    expect(screen.getByText('Archived the product')).toBeTruthy();
    expect(screen.getByText('Atta')).toBeTruthy();
    expect(screen.getByText('Changed the Store settings')).toBeTruthy();
    expect(screen.getByText('Store')).toBeTruthy();
    expect(screen.getByText('Price: ₹99.00')).toBeTruthy();
    expect(screen.getByText('Status: Approved → Picked up')).toBeTruthy();
    const page = document.body.textContent ?? '';
    for (const raw of ['placed', 'picked_up', 'upi', '19400', 'No field changed', 'storeConfigs'])
      expect(page).not.toContain(raw);
    expect(page).not.toMatch(/Rating sum|Image id|Position/);
  });

  it('words the same entries in Hindi', async () => {
    await activateLanguage('hi');
    mockApi({ '/admin/me': meOf('owner'), '/admin/audit': CODES });
    renderInConsole(<AuditLogPage />, { route: '/audit' });
    expect(await screen.findByText('स्थिति: ऑर्डर हुआ → रद्द')).toBeTruthy();
    expect(screen.getByText('बकाया: — → ₹194.00')).toBeTruthy();
    expect(screen.getByText('क्रेडिट नोट नंबर: — → CN-1')).toBeTruthy();
    expect(screen.getByText('उत्पाद संग्रहित किया')).toBeTruthy();
    expect(screen.getByText('स्टोर की सेटिंग बदली')).toBeTruthy();
    expect(screen.getByText('भूमिका: — → मैनेजर')).toBeTruthy();
    expect(screen.getByText('फ़ोन: — → 9876543210')).toBeTruthy();
    const page = document.body.textContent ?? '';
    expect(page).not.toMatch(/Placed|Cancelled|Picked up|Credit note|picked_up|Status/);
  });
});
