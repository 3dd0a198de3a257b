import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RazorpayConnection } from '@kirana/shared';
import { mockApi, renderInConsole } from '../../app/console-test-kit';
import { RazorpayPanel } from './razorpay-panel';
import { RAZORPAY_NONE } from './settings-test-kit';

const PATH = '/admin/payment-settings/razorpay';
const CONNECTED: RazorpayConnection = {
  Source: 'console',
  KeyId: 'rzp_test_Kirana0123',
  Mode: 'test',
  ConnectedAt: '2026-11-29T10:15:00.000Z',
  ConnectedBy: 'Meera Nair',
  IsReadable: true,
};
const card = () => screen.findByRole('region', { name: 'Razorpay' });

/** The panel over a fake API whose GET answers `states` in turn (the last one repeats). */
function open(
  states: (RazorpayConnection | (() => unknown))[],
  more: Record<string, unknown> = {},
) {
  const sent: { method: string; body: unknown }[] = [];
  let i = 0;
  mockApi({
    [`GET ${PATH}`]: () => {
      const s = states[Math.min(i++, states.length - 1)]!;
      return typeof s === 'function' ? s() : s;
    },
    ...more,
  });
  renderInConsole(<RazorpayPanel />);
  return sent;
}

async function typeKeys(region: HTMLElement, o: { secret?: string; webhook?: string } = {}) {
  await userEvent.type(within(region).getByLabelText('Key id'), 'rzp_test_Kirana0123');
  await userEvent.type(within(region).getByLabelText('Key secret'), o.secret ?? 'key-secret-0123');
  if (o.webhook !== '')
    await userEvent.type(
      within(region).getByLabelText('Webhook secret'),
      o.webhook ?? 'webhook-secret-0123',
    );
}

describe('connecting Razorpay in the console', () => {
  it('shows a skeleton while it loads, then that Razorpay is not connected, with empty fields', async () => {
    let answer: (v: unknown) => void = () => {};
    const pending = new Promise((r) => (answer = r));
    open([() => pending.then(() => RAZORPAY_NONE)]);
    expect(screen.queryByRole('region', { name: 'Razorpay' })).toBeNull();
    answer(null);
    const region = await card();
    expect(within(region).getByText('Not connected')).toBeTruthy();
    expect((within(region).getByLabelText('Key secret') as HTMLInputElement).type).toBe('password');
    expect((within(region).getByLabelText('Webhook secret') as HTMLInputElement).value).toBe('');
    expect(within(region).queryByRole('button', { name: 'Disconnect' })).toBeNull();
  });

  it('says why it could not load, with a retry', async () => {
    open([
      () => HttpResponse.json({ Message: 'Database down', Code: 'INTERNAL' }, { status: 500 }),
    ]);
    expect(await screen.findByText('Database down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('tests the key id and secret with Razorpay and says plainly when they are wrong, or OK', async () => {
    const tested: unknown[] = [];
    const answers = [
      { Ok: false, Problem: 'wrong-keys', Detail: 'Authentication failed' },
      { Ok: true, Problem: null, Detail: null },
    ];
    open([RAZORPAY_NONE], {
      [`POST ${PATH}/test`]: async (req: Request) => {
        tested.push(await req.json());
        return answers[tested.length - 1];
      },
    });
    const region = await card();
    // nothing typed: nothing sent
    await userEvent.click(within(region).getByRole('button', { name: 'Test connection' }));
    expect(await within(region).findByText(/Type the key id/)).toBeTruthy();
    expect(tested).toEqual([]);

    await typeKeys(region, { webhook: '' });
    await userEvent.click(within(region).getByRole('button', { name: 'Test connection' }));
    expect(
      await within(region).findByText(
        'Razorpay refused these keys: check the key id and the key secret (Authentication failed)',
      ),
    ).toBeTruthy();
    expect(tested).toEqual([{ KeyId: 'rzp_test_Kirana0123', KeySecret: 'key-secret-0123' }]);
    await userEvent.click(within(region).getByRole('button', { name: 'Test connection' }));
    expect(await within(region).findByText('Razorpay accepted these keys')).toBeTruthy();
  });

  it('connects with the three keys, then shows the key id, test mode and who connected it, never a secret', async () => {
    const put: unknown[] = [];
    open([RAZORPAY_NONE, CONNECTED], {
      [`PUT ${PATH}`]: async (req: Request) => {
        put.push(await req.json());
        return CONNECTED;
      },
    });
    const region = await card();
    await typeKeys(region);
    await userEvent.click(within(region).getByRole('button', { name: 'Connect' }));
    await expect
      .poll(() => put)
      .toEqual([
        {
          KeyId: 'rzp_test_Kirana0123',
          KeySecret: 'key-secret-0123',
          WebhookSecret: 'webhook-secret-0123',
        },
      ]);
    const after = await screen.findByText('Connected', { selector: 'span, p *' });
    const connected = after.closest('section')!;
    expect(within(connected).getByText('rzp_test_Kirana0123')).toBeTruthy();
    expect(within(connected).getByText('Test mode')).toBeTruthy();
    expect(within(connected).getByText(/by Meera Nair/)).toBeTruthy();
    expect((within(connected).getByLabelText('Key secret') as HTMLInputElement).value).toBe('');
    expect(connected.textContent).not.toContain('key-secret-0123');
  });

  it('shows the server’s refusal of keys Razorpay refused', async () => {
    open([RAZORPAY_NONE], {
      [`PUT ${PATH}`]: () =>
        HttpResponse.json(
          {
            Message: 'Razorpay refused these keys: Authentication failed',
            Code: 'VALIDATION_ERROR',
          },
          { status: 400 },
        ),
    });
    const region = await card();
    await typeKeys(region);
    await userEvent.click(within(region).getByRole('button', { name: 'Connect' }));
    expect(await within(region).findByText(/Razorpay refused these keys/)).toBeTruthy();
  });

  it('refuses a key id that is not Razorpay’s before sending anything', async () => {
    const put: unknown[] = [];
    open([RAZORPAY_NONE], { [`PUT ${PATH}`]: () => put.push(1) });
    const region = await card();
    await userEvent.type(within(region).getByLabelText('Key id'), 'pk_live_123');
    await userEvent.type(within(region).getByLabelText('Key secret'), 'key-secret-0123');
    await userEvent.type(within(region).getByLabelText('Webhook secret'), 'webhook-secret-0123');
    await userEvent.click(within(region).getByRole('button', { name: 'Connect' }));
    expect(await within(region).findAllByText(/rzp_test_… or rzp_live_…/)).not.toHaveLength(0);
    expect(put).toEqual([]);
  });

  it('disconnects after asking', async () => {
    const deleted: string[] = [];
    open([CONNECTED, RAZORPAY_NONE], {
      [`DELETE ${PATH}`]: () => {
        deleted.push('yes');
        return RAZORPAY_NONE;
      },
    });
    const region = await card();
    await userEvent.click(within(region).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Razorpay?' });
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await expect.poll(() => deleted).toEqual(['yes']);
    expect(await screen.findByText('Not connected')).toBeTruthy();
  });

  it('shows keys from the server’s configuration read-only', async () => {
    open([
      {
        ...CONNECTED,
        Source: 'environment',
        Mode: 'live',
        KeyId: 'rzp_live_Shop',
        ConnectedAt: null,
        ConnectedBy: null,
      },
    ]);
    const region = await card();
    expect(within(region).getByText(/come from the server’s configuration/)).toBeTruthy();
    expect(within(region).getByText('rzp_live_Shop')).toBeTruthy();
    expect(within(region).getByText('Live')).toBeTruthy();
    expect(within(region).queryByLabelText('Key secret')).toBeNull();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('says when saved keys cannot be decrypted on this server', async () => {
    open([{ ...CONNECTED, IsReadable: false }]);
    const region = await card();
    expect(within(region).getByText('Keys unreadable')).toBeTruthy();
    expect(within(region).getByRole('alert').textContent).toContain('SECRETS_KEY');
  });
});
