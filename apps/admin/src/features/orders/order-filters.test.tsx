import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { OrderFilters } from './order-filters';

describe('the console’s order filters', () => {
  it('filters by the delivery slot’s date', () => {
    mockApi({ '/admin/me': meOf('packer') });
    const set = vi.fn();
    renderInConsole(<OrderFilters params={new URLSearchParams('slotDate=2026-11-30')} set={set} />);
    const slotDate = screen.getByLabelText('Delivery slot on') as HTMLInputElement;
    expect(slotDate.value).toBe('2026-11-30');
    fireEvent.change(slotDate, { target: { value: '2026-12-01' } });
    expect(set).toHaveBeenCalledWith({ slotDate: '2026-12-01' });
  });

  it('filters by the slot window beside the date, the windows as the settings keep them', async () => {
    mockApi({
      '/admin/me': meOf('manager'),
      '/admin/settings/delivery-slots': {
        IsEnabled: true,
        DaysAhead: 2,
        CutoffMinutes: 60,
        Windows: [
          { WindowId: 3, Starts: '07:00', Ends: '09:00', Capacity: 12, IsEnabled: true },
          { WindowId: 5, Starts: '18:00', Ends: '20:00', Capacity: 8, IsEnabled: false },
        ],
      },
    });
    const set = vi.fn();
    renderInConsole(<OrderFilters params={new URLSearchParams('slotWindow=3')} set={set} />);
    const window = (await screen.findByLabelText('Slot window')) as HTMLSelectElement;
    expect(window.value).toBe('3');
    expect(Array.from(window.options).map((o) => o.textContent)).toEqual([
      'Any window',
      '07:00–09:00',
      '18:00–20:00',
    ]);
    fireEvent.change(window, { target: { value: '5' } });
    expect(set).toHaveBeenCalledWith({ slotWindow: '5' });
  });

  it('a packer, who may not read the slot settings, is not offered the window', async () => {
    const { requests } = mockApi({ '/admin/me': meOf('packer') });
    renderInConsole(<OrderFilters params={new URLSearchParams()} set={vi.fn()} />);
    await screen.findByLabelText('Delivery slot on');
    // who the console is for is known (the answer to /admin/me handled) before looking
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/admin/me'))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByLabelText('Slot window')).toBeNull();
    expect(requests.some((r) => r.url.includes('delivery-slots'))).toBe(false);
  });

  it('folds the filters but search behind "Filters (N)", N the filters set, opened by its button', async () => {
    mockApi({ '/admin/me': meOf('packer') });
    renderInConsole(
      <OrderFilters
        params={new URLSearchParams('search=KIR-1&status=placed&pincode=560001&test=no')}
        set={vi.fn()}
      />,
    );
    // the search box stays out of the fold; the search text is not counted
    const search = (await screen.findByLabelText('Search')) as HTMLInputElement;
    expect(search.value).toBe('KIR-1');
    const toggle = screen.getByRole('button', { name: 'Filters (3)' });
    const fold = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(fold.contains(search)).toBe(false);
    expect(fold.contains(screen.getByLabelText('Delivery slot on'))).toBe(true);
    expect(fold.contains(screen.getByLabelText('Pincode'))).toBe(true);
    expect([toggle.getAttribute('aria-expanded'), fold.dataset.open]).toEqual(['false', 'false']);
    fireEvent.click(toggle);
    expect([toggle.getAttribute('aria-expanded'), fold.dataset.open]).toEqual(['true', 'true']);
    fireEvent.click(toggle);
    expect(fold.dataset.open).toBe('false');
  });

  it('counts no filter on a plain list', async () => {
    mockApi({ '/admin/me': meOf('packer') });
    renderInConsole(<OrderFilters params={new URLSearchParams('search=asha')} set={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Filters (0)' })).toBeTruthy();
  });
});
