import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../app/test-utils';
import { InstallAppDialog } from './install-app-offer';
import { installDialogShown } from './ui-slice';

describe('install-app dialog', () => {
  it('draws nothing for a first visit until asked, then loads and shows the instructions', async () => {
    const { container, store } = renderWithStore(<InstallAppDialog />);
    expect(container.innerHTML).toBe('');
    act(() => {
      store.dispatch(installDialogShown());
    });
    expect(await screen.findByRole('dialog', { name: 'Install the Kirana app' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'DONE' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().ui.installDialogOpen).toBe(false);
  });
});
