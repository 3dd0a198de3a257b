import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SlotSettings } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { SlotsPanel } from './slots-panel';

const SAVED: SlotSettings = {
  IsEnabled: false,
  DaysAhead: 2,
  CutoffMinutes: 60,
  Windows: [{ WindowId: 3, Starts: '07:00', Ends: '09:00', Capacity: 12, IsEnabled: true }],
};

describe('the console’s delivery slots', () => {
  it('turns slots on, adds a window and sends them as the server takes them', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/admin/me': meOf('manager'),
      'GET /admin/settings/delivery-slots': SAVED,
      'PUT /admin/settings/delivery-slots': async (req: Request) => {
        const body = (await req.json()) as SlotSettings;
        sent.push(body);
        return {
          ...body,
          Windows: body.Windows.map((w, i) => ({ ...w, WindowId: w.WindowId ?? 10 + i })),
        };
      },
    });
    renderInConsole(<SlotsPanel />);
    const form = await screen.findByRole('region', { name: 'Delivery slots' });
    await userEvent.click(
      within(form).getByLabelText('Shoppers choose a delivery slot at checkout'),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add a window' }));
    const capacities = within(form).getAllByLabelText('Orders per day');
    expect(capacities).toHaveLength(2);
    await userEvent.clear(capacities[1]!);
    await userEvent.type(capacities[1]!, '25');
    await userEvent.click(within(form).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      IsEnabled: true,
      DaysAhead: 2,
      CutoffMinutes: 60,
      Windows: [
        { WindowId: 3, Starts: '07:00', Ends: '09:00', Capacity: 12, IsEnabled: true },
        { WindowId: null, Starts: '07:00', Ends: '09:00', Capacity: 25, IsEnabled: true },
      ],
    });
  });

  it('says what is wrong before sending a capacity that is not a whole number', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/admin/me': meOf('owner'),
      'GET /admin/settings/delivery-slots': SAVED,
      'PUT /admin/settings/delivery-slots': (req: Request) => sent.push(req) && SAVED,
    });
    renderInConsole(<SlotsPanel />);
    const form = await screen.findByRole('region', { name: 'Delivery slots' });
    const capacity = within(form).getByLabelText('Orders per day');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, 'ten');
    await userEvent.click(within(form).getByRole('button', { name: /^Save/ }));
    expect(
      await within(form).findByText(/enter the orders it takes as a whole number/),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
