import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { InviteDialog } from './invite-dialog';

/** The fake API keeping each invite's body; answers with the new staff member. */
function staffApi() {
  const sent: unknown[] = [];
  mockApi({
    '/admin/me': meOf('owner'),
    'POST /admin/staff': async (req: Request) => {
      sent.push(await req.json());
      return { Id: 7, Name: 'Ravi', Email: null, Phone: '9876543210', Role: 'packer' };
    },
  });
  return sent;
}

describe('inviting a staff member', () => {
  it('names a mobile that is not one in the API’s words and sends nothing', async () => {
    const sent = staffApi();
    renderInConsole(<InviteDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Invite a staff member' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ravi');
    await userEvent.type(within(dialog).getByLabelText('Mobile'), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('Enter a valid 10-digit mobile number')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the invite, an empty email as none, and closes', async () => {
    const sent = staffApi();
    const onClose = vi.fn();
    renderInConsole(<InviteDialog open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Invite a staff member' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ravi');
    await userEvent.type(within(dialog).getByLabelText('Mobile'), '9876543210');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'manager');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await expect.poll(() => onClose.mock.calls.length).toBe(1);
    expect(sent).toEqual([{ Name: 'Ravi', Email: null, Phone: '9876543210', Role: 'manager' }]);
  });
});
