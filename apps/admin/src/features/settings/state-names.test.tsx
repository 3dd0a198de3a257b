// #28: Settings → Store lists India's states in the console's language; the values stay the codes.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '@kirana/shared/common/india-states';
import { activateLanguage, appT } from '../../lib/i18n';
import { openSettings } from './settings-test-kit';

describe('state names', () => {
  afterEach(() => activateLanguage('en'));

  it('has every state in English as the shared list names it, and in Hindi in Devanagari', async () => {
    for (const s of INDIAN_STATES) expect(appT(`settings.state.${s.code}`)).toBe(s.name);
    await activateLanguage('hi');
    const names = INDIAN_STATES.map((s) => appT(`settings.state.${s.code}`));
    for (const n of names) expect(n).toMatch(/^[\u0900-\u097F ]+$/);
    expect(new Set(names).size).toBe(INDIAN_STATES.length);
    expect(appT('settings.state.MH')).toBe('महाराष्ट्र');
  });

  it('shows the store’s state in Hindi and still sends its code', async () => {
    await activateLanguage('hi');
    const sent = openSettings('store', '/admin/settings/store');
    const store = await screen.findByRole('region', { name: 'स्टोर की जानकारी' });
    const state = within(store).getByLabelText('राज्य') as HTMLSelectElement;
    expect(within(state).getByRole('option', { name: 'तमिलनाडु' })).toBeTruthy();
    await userEvent.selectOptions(state, 'तमिलनाडु');
    expect(state.value).toBe('TN');
    await userEvent.click(within(store).getByRole('button', { name: 'सेव करें' }));
    await expect.poll(() => sent).toMatchObject([{ StoreState: 'TN' }]);
  });
});
