import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openSettings } from './settings-test-kit';

const card = () => screen.findByRole('region', { name: 'Sign-in methods' });

describe('the sign-in settings', () => {
  it('refuses turning every way off in the API’s words, and sends nothing', async () => {
    const sent = openSettings('sign-in', '/admin/settings/sign-in');
    const signIn = await card();
    await userEvent.click(within(signIn).getByLabelText('Email with a one-time code'));
    await userEvent.click(within(signIn).getByRole('button', { name: 'Save' }));
    expect(
      await within(signIn).findByText(
        'Invalid body.EmailLoginEnabled: body.EmailLoginEnabled: Keep at least one way to sign in',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the ways ticked', async () => {
    const sent = openSettings('sign-in', '/admin/settings/sign-in');
    const signIn = await card();
    await userEvent.click(within(signIn).getByLabelText('Mobile with a one-time code (SMS)'));
    await userEvent.click(within(signIn).getByRole('button', { name: 'Save' }));
    await expect.poll(() => sent).toEqual([{ EmailLoginEnabled: true, PhoneLoginEnabled: true }]);
  });
});
