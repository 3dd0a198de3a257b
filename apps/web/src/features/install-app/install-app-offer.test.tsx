import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../app/test-utils';
import { InstallAppDialog } from './install-app-offer';
import { installDialogShown } from '../ui/ui-slice';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('install-app dialog', () => {
  it('never pops up by itself over the page, even for a returning visitor on a phone', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('innerWidth', 390);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    // a returning visitor as the old offer counted them
    localStorage.setItem('installVisits', '5');
    await import('./install-app-dialog'); // loaded, so nothing waits on a real clock
    const { container } = renderWithStore(<InstallAppDialog />);
    for (let minute = 0; minute < 5; minute += 1)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000);
      });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.innerHTML).toBe('');
  });

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

  it('speaks Hindi: the title, the iPhone steps (the menu words as Safari writes them) and ठीक है', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const { store } = renderWithStore(<InstallAppDialog />, { language: 'hi' });
    act(() => {
      store.dispatch(installDialogShown());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Kirana ऐप इंस्टॉल करें' });
    expect(dialog.textContent).toContain("शेयर बटन पर टैप करें, फिर 'Add to Home Screen' चुनें।");
    expect(dialog.textContent).toContain('होम स्क्रीन से जल्दी शॉपिंग करें');
    await userEvent.click(screen.getByRole('button', { name: 'ठीक है' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
