import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCodCollectedBody } from '@kirana/shared';
import { mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import { CodCollectDialog } from './cod-collect-dialog';

// "Cash collected": the amount checked before sending, in the catalogue's words (never zod's),
// the words gone as soon as the amount changes, and a server 400 on it said the same way.

const RANGE = 'Enter an amount from ₹0 to ₹10,00,000';
const FORMAT = 'Enter the amount in rupees, like 269 or 269.50';

function renderDialog(error?: unknown) {
  mockApi({ '/admin/books/delivery-people': { Staff: [], Names: [] } });
  const sent: AdminCodCollectedBody[] = [];
  renderInConsole(
    <CodCollectDialog
      open
      due={26_900}
      onClose={() => undefined}
      busy={false}
      error={error}
      onCollect={(b) => sent.push(b)}
    />,
  );
  const dialog = screen.getByRole('dialog');
  const amount = dialog.querySelector('input[inputmode="decimal"]') as HTMLInputElement;
  const type = (v: string) => fireEvent.change(amount, { target: { value: v } });
  const submit = () => fireEvent.click(dialog.querySelector('button[type="submit"]')!);
  const said = () => within(dialog).queryByText(/Enter|expected|जैसे/)?.textContent ?? null;
  return { dialog, sent, type, submit, said };
}

describe('the Cash collected dialog', () => {
  afterEach(() => activateLanguage('en'));

  it('says plain words for a wrong amount, sends nothing, and clears them on typing', () => {
    const { dialog, sent, type, submit, said } = renderDialog();
    type('1x');
    submit();
    expect(said()).toBe(FORMAT);
    type('1x5');
    expect(said()).toBeNull();
    type('99999999');
    submit();
    expect(said()).toBe(RANGE);
    expect(within(dialog).queryByText(/Too big|Invalid input/)).toBeNull();
    expect(sent).toEqual([]);
    type('269');
    expect(said()).toBeNull();
    submit();
    expect(sent).toEqual([{ Amount: 26_900, Method: 'cash' }]);
  });

  it('shows the catalogue’s labels for how it was paid', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByLabelText('Cash')).toBeTruthy();
    expect(within(dialog).getByLabelText('UPI')).toBeTruthy();
    expect(within(dialog).queryByLabelText('cash')).toBeNull();
  });

  it('says a server 400 on the amount in the same words, until the amount changes', () => {
    const { type, said } = renderDialog({
      status: 400,
      data: {
        Code: 'VALIDATION',
        Message: 'Too big: expected number to be <=100000000',
        Fields: [{ Field: 'body.Amount', Message: 'Too big: expected number to be <=100000000' }],
      },
    });
    type('20000000');
    // the change hides the server's words at once: the amount is no longer the one it judged
    expect(said()).toBeNull();
  });

  it('maps a server 400 to the catalogue words before any change', () => {
    const { dialog } = renderDialog({
      status: 400,
      data: {
        Code: 'VALIDATION',
        Message: 'Invalid input: expected number, received null',
        Fields: [
          { Field: 'body.Amount', Message: 'Invalid input: expected number, received null' },
        ],
      },
    });
    // the amount shown (₹269.00, what is due) is fine by the client: the range is said
    expect(within(dialog).getByText(RANGE)).toBeTruthy();
    expect(within(dialog).queryByText(/Invalid input/)).toBeNull();
  });

  it('speaks Hindi', async () => {
    await activateLanguage('hi');
    const { type, submit, said, dialog } = renderDialog();
    type('1x');
    submit();
    expect(said()).toBe('रकम रुपयों में लिखें, जैसे 269 या 269.50');
    expect(within(dialog).getByLabelText('नकद')).toBeTruthy();
  });

  it('checks a UPI reference in its own words (no browser bubble), in Hindi too', async () => {
    await activateLanguage('hi');
    const { dialog, sent, submit } = renderDialog();
    expect(dialog.querySelector('form')!.noValidate).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('UPI'));
    submit();
    expect(within(dialog).getByText('भुगतान का UPI रेफ़रेंस (UTR) लिखें')).toBeTruthy();
    const reference = within(dialog).getByLabelText('UPI रेफ़रेंस (UTR)');
    fireEvent.change(reference, { target: { value: 'UTR 12345' } });
    submit();
    expect(within(dialog).getByText('केवल अक्षर, अंक और हाइफ़न (-) लिखें')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(reference, { target: { value: 'UTR12345' } });
    submit();
    expect(sent).toEqual([{ Amount: 26_900, Method: 'upi', Reference: 'UTR12345' }]);
  });
});
