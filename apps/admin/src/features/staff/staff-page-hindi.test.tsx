// The staff page and the invite dialog in Hindi: columns, role names and what each role may do,
// statuses and actions come from the catalogue (staff.json, the shell's role names).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import StaffPage from './staff-page';

const member = (Id: number, Name: string, Role: StaffMember['Role'], IsActive = true) => ({
  Id,
  Name,
  Email: null,
  Phone: '9876543210',
  Role,
  IsActive,
  CreatedAt: '2026-01-01T00:00:00Z',
  LastSignInAt: null,
});

describe('staff page in Hindi', () => {
  it('names columns, roles, statuses and actions in Hindi, and the invite dialog too', async () => {
    await activateLanguage('hi');
    mockApi({
      '/admin/me': meOf('owner'),
      '/admin/staff': {
        Staff: [member(1, 'Meera Nair', 'owner'), member(2, 'Ravi', 'packer', false)],
      },
    });
    renderInConsole(<StaffPage />);
    expect(await screen.findByRole('heading', { name: 'स्टाफ़' })).toBeTruthy();
    expect(await screen.findByRole('columnheader', { name: 'पिछला साइन इन' })).toBeTruthy();
    const role = screen.getByRole('combobox', { name: 'Ravi की भूमिका' }) as HTMLSelectElement;
    expect([...role.options].map((o) => o.text)).toEqual(['मालिक', 'मैनेजर', 'पैकर']);
    expect(role.title).toContain('पैसे और सेटिंग नहीं');
    expect(screen.getByText('बंद')).toBeTruthy();
    expect(screen.getAllByText('कभी नहीं')).toHaveLength(2);
    expect(screen.getByText('आप')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से चालू करें' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'स्टाफ़ जोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'स्टाफ़ सदस्य जोड़ें' });
    expect(within(dialog).getByLabelText('मोबाइल')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'जोड़ें' })).toBeTruthy();
  });
});
