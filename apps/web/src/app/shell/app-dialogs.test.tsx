import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../test-utils';
import { errorDialogShown, successDialogShown } from '../../features/ui/ui-slice';
import { ErrorDialog, SuccessDialog } from './app-dialogs';

describe('error dialog', () => {
  it('shows the default title and body, and CLOSE closes it', async () => {
    const { store } = renderWithStore(<ErrorDialog />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // loaded when it first opens
    act(() => {
      store.dispatch(errorDialogShown());
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Following error occurred' });
    expect(dialog.textContent).toContain('No data Found');
    await userEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().ui.errorDialog.open).toBe(false);
  });

  it('renders an HTML body sanitized', async () => {
    const { store } = renderWithStore(<ErrorDialog />);
    act(() => {
      store.dispatch(
        errorDialogShown({
          title: 'Login failed',
          body: 'Something went wrong,</br>Please try to login again<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>',
        }),
      );
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Login failed' });
    expect(dialog.querySelector('br')).not.toBeNull();
    expect(dialog.innerHTML).not.toMatch(/onerror|<script/);
  });

  it('Escape closes it', async () => {
    const { store } = renderWithStore(<ErrorDialog />);
    act(() => {
      store.dispatch(errorDialogShown());
    });
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('success dialog', () => {
  it('shows Success / Operation successful, and CLOSE closes it', async () => {
    const { store } = renderWithStore(<SuccessDialog />);
    act(() => {
      store.dispatch(successDialogShown());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(dialog.textContent).toContain('Operation successful');
    await userEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
