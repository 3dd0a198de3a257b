import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '@kirana/shared/staff/permissions';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import { NewOrderPushPrompt } from './push-prompt';
import { aBrowser, ENDPOINT, KEY, SUBSCRIPTION } from './push-test-browser';

// The Orders page's prompt to "Notify this browser": for those new orders are pushed to, in a
// browser that can take pushes and is not on yet; closed for good on this browser; turning on
// goes through the same code as the switch in Settings › Alerts.

let savedOnServer = false;
afterEach(async () => {
  savedOnServer = false;
  localStorage.clear();
  await activateLanguage('en');
});

function open(role: StaffRole) {
  const saved: unknown[] = [];
  const api = mockApi({
    '/admin/me': meOf(role),
    'GET /admin/staff-push': (_req: Request, url: URL) => ({
      VapidPublicKey: KEY,
      Subscribed: url.searchParams.get('endpoint') === ENDPOINT && savedOnServer,
    }),
    'POST /admin/staff-push/subscribe': async (req: Request) => {
      saved.push(await req.json());
      return { Subscribed: true };
    },
  });
  renderInConsole(<NewOrderPushPrompt />);
  return { saved, requests: api.requests };
}

const PROMPT = 'Get a notification for each new order, even with the console closed.';
const settled = async (requests: Request[]) => {
  await expect.poll(() => requests.some((r) => r.url.includes('/admin/staff-push'))).toBe(true);
  await new Promise((ok) => setTimeout(ok, 200));
};

describe('the Orders page’s "Notify this browser" prompt', () => {
  it('offers it to an owner whose browser is not on, and turns it on with the switch’s code', async () => {
    const browser = aBrowser();
    const { saved } = open('owner');
    expect(await screen.findByText(PROMPT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Notify this browser' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('this browser will be notified of each new order'),
    );
    expect(browser.permission).toBe('granted');
    expect(browser.registered).toEqual([{ url: '/admin/staff-push-worker.js', scope: '/admin/' }]);
    expect(saved).toEqual([SUBSCRIPTION]);
    expect(screen.queryByText(PROMPT)).toBeNull();
  });

  it('is not shown where the browser is on for me already', async () => {
    aBrowser({ permission: 'granted', subscribed: true });
    savedOnServer = true;
    const { requests } = open('manager');
    await settled(requests);
    expect(screen.queryByText(PROMPT)).toBeNull();
  });

  it('is not shown in a browser without push', async () => {
    const { requests } = open('owner');
    await expect.poll(() => requests.some((r) => r.url.endsWith('/admin/me'))).toBe(true);
    await new Promise((ok) => setTimeout(ok, 200));
    expect(screen.queryByText(PROMPT)).toBeNull();
    expect(requests.some((r) => r.url.includes('/admin/staff-push'))).toBe(false);
  });

  it('is not shown to a packer (new orders are not pushed to packers)', async () => {
    aBrowser();
    const { requests } = open('packer');
    await expect.poll(() => requests.some((r) => r.url.endsWith('/admin/me'))).toBe(true);
    await new Promise((ok) => setTimeout(ok, 200));
    expect(screen.queryByText(PROMPT)).toBeNull();
    expect(requests.some((r) => r.url.includes('/admin/staff-push'))).toBe(false);
  });

  it('stays closed on this browser once dismissed, subscribing nothing', async () => {
    const browser = aBrowser();
    const first = open('owner');
    await screen.findByText(PROMPT);
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(PROMPT)).toBeNull();
    expect(first.saved).toEqual([]);
    expect(browser.subscribedWith).toEqual([]);
    document.body.innerHTML = '';
    const again = open('owner');
    await expect.poll(() => again.requests.some((r) => r.url.endsWith('/admin/me'))).toBe(true);
    await new Promise((ok) => setTimeout(ok, 200));
    expect(screen.queryByText(PROMPT)).toBeNull();
  });

  it('says the browser blocked it when the permission is refused', async () => {
    aBrowser({ answer: 'denied' });
    const { saved } = open('owner');
    await screen.findByText(PROMPT);
    await userEvent.click(screen.getByRole('button', { name: 'Notify this browser' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Notifications are blocked for this site'),
    );
    expect(saved).toEqual([]);
  });

  it('speaks Hindi', async () => {
    aBrowser();
    await activateLanguage('hi');
    open('owner');
    expect(await screen.findByText('हर नए ऑर्डर पर सूचना पाएँ, कंसोल बंद होने पर भी।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अभी नहीं' })).toBeTruthy();
  });
});
