// The audit log in Hindi: its title, columns, filters and who did a change (the role's name in
// Hindi) come from the catalogue; what changed stays as recorded.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import AuditLogPage from './audit-page';

const PAGE: AuditPage = {
  TotalCount: 1,
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
      Before: { IsActive: true },
      After: { IsActive: false },
      RequestId: 'r-1',
    },
  ],
};

describe('audit log', () => {
  it('shows who changed what in English', async () => {
    mockApi({ '/admin/me': meOf('owner'), '/admin/audit': PAGE });
    renderInConsole(<AuditLogPage />, { route: '/audit' });
    expect(await screen.findByText('Meera Nair (Manager)')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Who' })).toBeTruthy();
    expect(screen.getByText('coupon #12')).toBeTruthy();
  });

  it('words its title, columns, filters and roles in Hindi', async () => {
    await activateLanguage('hi');
    mockApi({ '/admin/me': meOf('owner'), '/admin/audit': PAGE });
    renderInConsole(<AuditLogPage />, { route: '/audit' });
    expect(await screen.findByText('Meera Nair (मैनेजर)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ऑडिट लॉग' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'किसने' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'बदलाव' })).toBeTruthy();
    expect(screen.getByLabelText('स्टाफ़ आईडी')).toBeTruthy();
    expect(screen.getByText('ADMIN_TOKEN के लिए "token"')).toBeTruthy();
  });
});
