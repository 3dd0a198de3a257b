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

describe('audit log', () => {
  it('shows who changed what in English', async () => {
    mockApi({ '/admin/me': meOf('owner'), '/admin/audit': PAGE });
    renderInConsole(<AuditLogPage />, { route: '/audit' });
    expect(await screen.findAllByText('Meera Nair (Manager)')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Who' })).toBeTruthy();
    expect(screen.getByText('coupon #12')).toBeTruthy();
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
    expect(screen.getByLabelText('स्टाफ़ आईडी')).toBeTruthy();
    expect(screen.getByText('ADMIN_TOKEN के लिए "token"')).toBeTruthy();
    expect(screen.getByText('साइज़ बदला')).toBeTruthy();
    expect(screen.getByText('कीमत: ₹449.00 → ₹448.00')).toBeTruthy();
    expect(screen.getByText('चालू: हाँ → नहीं')).toBeTruthy();
  });
});
