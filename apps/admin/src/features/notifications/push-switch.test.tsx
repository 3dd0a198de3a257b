import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@kirana/shared/staff/permissions';
import { meOf, mockApi, renderInConsole, type FakeAnswer } from '../../app/console-test-kit';
import { BrowserPushSwitch } from './push-switch';
import { aBrowser, ENDPOINT, KEY, SUBSCRIPTION } from './push-test-browser';

/** The switch for a staff member of `role`, with the API's answers (and the calls it saw). */
function open(role: StaffRole, answers: Record<string, FakeAnswer> = {}) {
  const saved: unknown[] = [];
  const removed: unknown[] = [];
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
    'POST /admin/staff-push/unsubscribe': async (req: Request) => {
      removed.push(await req.json());
      return { Removed: true };
    },
    ...answers,
  });
  renderInConsole(<BrowserPushSwitch />);
  return { saved, removed, requests: api.requests };
}
let savedOnServer = false;
afterEach(() => {
  savedOnServer = false;
});

const theSwitch = () => screen.findByRole('switch', { name: 'Notify this browser' });
const enabledSwitch = async () => {
  const s = await theSwitch();
  await expect.poll(() => (s as HTMLInputElement).disabled).toBe(false);
  return s as HTMLInputElement;
};

describe('"Notify this browser"', () => {
  it('says so, and stays off, in a browser without push', async () => {
    open('owner');
    const s = (await theSwitch()) as HTMLInputElement;
    expect(s.disabled).toBe(true);
    expect(s.checked).toBe(false);
    expect(screen.getByText(/This browser cannot show notifications/)).toBeTruthy();
  });

  it('shows it is checking, then off; on asks permission, registers the worker and saves (the page at /admin, where ready never comes)', async () => {
    const browser = aBrowser();
    const { saved } = open('manager');
    expect(await screen.findByText('Checking this browser…')).toBeTruthy();
    const s = await enabledSwitch();
    expect(s.checked).toBe(false);
    await userEvent.click(s);
    await expect.poll(() => s.checked).toBe(true);
    expect(browser.permission).toBe('granted');
    expect(browser.registered).toEqual([{ url: '/admin/staff-push-worker.js', scope: '/admin/' }]);
    const [options] = browser.subscribedWith as {
      userVisibleOnly: boolean;
      applicationServerKey: Uint8Array;
    }[];
    expect(options!.userVisibleOnly).toBe(true);
    expect(options!.applicationServerKey).toHaveLength(65);
    expect(saved).toEqual([SUBSCRIPTION]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says how to unblock when the permission is refused, and saves nothing', async () => {
    const browser = aBrowser({ answer: 'denied' });
    const { saved } = open('owner');
    await userEvent.click(await enabledSwitch());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Notifications are blocked for this site'),
    );
    expect(((await theSwitch()) as HTMLInputElement).disabled).toBe(true);
    expect(browser.subscribedWith).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('opens blocked when the browser already blocks the console', async () => {
    aBrowser({ permission: 'denied' });
    open('owner');
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy();
    expect(((await theSwitch()) as HTMLInputElement).disabled).toBe(true);
  });

  it('opens on when this browser is saved for me (saved again), and turns off', async () => {
    const browser = aBrowser({ permission: 'granted', subscribed: true });
    savedOnServer = true;
    const { saved, removed } = open('owner');
    const s = await enabledSwitch();
    expect(s.checked).toBe(true);
    // saved again: this session and language are the ones it is pushed for
    expect(saved).toEqual([SUBSCRIPTION]);
    await userEvent.click(s);
    await expect.poll(() => s.checked).toBe(false);
    expect(browser.unsubscribed).toBe(1);
    expect(removed).toEqual([{ endpoint: ENDPOINT }]);
  });

  it('opens off when the browser has a subscription the API does not hold for me', async () => {
    aBrowser({ permission: 'granted', subscribed: true });
    const { saved } = open('owner');
    const s = await enabledSwitch();
    expect(s.checked).toBe(false);
    expect(saved).toEqual([]);
  });

  it('shows the API’s refusal and stays off', async () => {
    aBrowser();
    open('owner', {
      'POST /admin/staff-push/subscribe': () =>
        HttpResponse.json(
          {
            Message: 'must be a push service on the public internet',
            Code: 'PUSH_ENDPOINT_NOT_ALLOWED',
            Fields: [
              { Field: 'body.endpoint', Message: 'must be a push service on the public internet' },
            ],
          },
          { status: 400 },
        ),
    });
    const s = await enabledSwitch();
    await userEvent.click(s);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('must be a push service on the public internet')).toBeTruthy();
    expect(s.checked).toBe(false);
    expect(s.disabled).toBe(false);
  });

  it('says it failed when the browser cannot subscribe', async () => {
    const browser = aBrowser();
    browser.registration.pushManager.subscribe = async () => {
      throw new DOMException('push service not available', 'AbortError');
    };
    const { saved } = open('owner');
    await userEvent.click(await enabledSwitch());
    expect(
      await screen.findByText('Could not change notifications for this browser. Please try again.'),
    ).toBeTruthy();
    expect(saved).toEqual([]);
    expect(browser.subscribed).toBe(false);
  });

  it('says it failed, not "Working…" for ever, when the worker never starts', async () => {
    const browser = aBrowser({ workerDies: true });
    const { saved } = open('owner');
    const s = await enabledSwitch();
    await userEvent.click(s);
    expect(
      await screen.findByText('Could not change notifications for this browser. Please try again.'),
    ).toBeTruthy();
    expect(screen.queryByText('Working…')).toBeNull();
    expect(s.checked).toBe(false);
    expect(s.disabled).toBe(false);
    expect(browser.subscribedWith).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('says it failed, not "Working…" for ever, when the push service never answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const browser = aBrowser();
      browser.registration.pushManager.subscribe = () => new Promise(() => {});
      const { saved } = open('owner');
      const s = await enabledSwitch();
      await userEvent.click(s);
      expect(await screen.findByText('Working…')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(20_000);
      expect(
        await screen.findByText(
          'Could not change notifications for this browser. Please try again.',
        ),
      ).toBeTruthy();
      expect(screen.queryByText('Working…')).toBeNull();
      expect(s.checked).toBe(false);
      expect(s.disabled).toBe(false);
      expect(saved).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not there for a packer (the pushes carry money)', async () => {
    aBrowser();
    const { requests } = open('packer');
    await expect.poll(() => requests.some((r) => r.url.endsWith('/admin/me'))).toBe(true);
    await new Promise((ok) => setTimeout(ok, 200));
    expect(screen.queryByRole('switch')).toBeNull();
    expect(requests.some((r) => r.url.includes('/admin/staff-push'))).toBe(false);
  });
});
