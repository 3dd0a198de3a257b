import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DeliveryArea, DeliveryAreasPreview } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import SettingsPage from './settings-page';

const area = (Prefix: string, Place: string | null, IsActive = true): DeliveryArea => ({
  Prefix,
  Place,
  Days: 1,
  CutoffHour: null,
  IsActive,
});
const AREAS = [area('110', 'Delhi'), area('400', 'Mumbai'), area('560', 'Bengaluru')];
const PREVIEW: DeliveryAreasPreview = {
  Added: [area('999', null)],
  Changed: [],
  Removed: [area('110', 'Delhi'), area('400', 'Mumbai')],
  Unchanged: 1,
  Stopping: 2,
  ManyStop: true,
};

function openAreas() {
  const sent: string[] = [];
  let canUndo = false;
  mockApi({
    '/admin/me': meOf('owner'),
    'GET /admin/settings': {},
    'GET /admin/delivery-areas': { Areas: AREAS },
    'GET /admin/delivery-areas/undo': () => ({ CanUndo: canUndo }),
    'POST /admin/delivery-areas/csv/preview': () => {
      sent.push('preview');
      return PREVIEW;
    },
    'POST /admin/delivery-areas/csv': () => {
      sent.push('apply');
      canUndo = true;
      return { Count: 2, CanUndo: true };
    },
    'POST /admin/delivery-areas/undo': () => {
      sent.push('undo');
      canUndo = false;
      return { Count: 3, CanUndo: false };
    },
  });
  renderInConsole(
    <Routes>
      <Route path="/settings/:tab" element={<SettingsPage />} />
    </Routes>,
    { route: '/settings/pincodes' },
  );
  return sent;
}

const CSV = 'pincode_prefix,days,cutoff_hour,active\n560,1,,true\n999,1,,true\n';
// the test DOM's File has no text(): the browser's does
const file = () =>
  Object.assign(new File([CSV], 'two.csv', { type: 'text/csv' }), { text: async () => CSV });

describe('the delivery areas upload', () => {
  it('shows what a file would change and changes nothing until confirmed, then can undo', async () => {
    const sent = openAreas();
    await userEvent.upload(await screen.findByLabelText('CSV file of delivery areas'), file());
    const preview = await screen.findByRole('region', { name: 'What two.csv would change' });
    expect(sent).toEqual(['preview']);
    expect(within(preview).getByRole('alert').textContent).toContain(
      '2 areas that take orders now would stop',
    );
    expect(preview.textContent).toContain('400 (Mumbai)');
    expect(preview.textContent).toContain('1 area to add:');

    await userEvent.click(within(preview).getByRole('button', { name: 'Apply these changes' }));
    await expect.poll(() => sent).toEqual(['preview', 'apply']);
    await userEvent.click(await screen.findByRole('button', { name: 'Undo the last upload' }));
    await expect.poll(() => sent).toEqual(['preview', 'apply', 'undo']);
  });

  it('keeps the current areas when the preview is dismissed', async () => {
    const sent = openAreas();
    await userEvent.upload(await screen.findByLabelText('CSV file of delivery areas'), file());
    const preview = await screen.findByRole('region', { name: 'What two.csv would change' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Keep the current areas' }));
    expect(screen.queryByRole('region', { name: 'What two.csv would change' })).toBeNull();
    expect(sent).toEqual(['preview']);
  });
});
