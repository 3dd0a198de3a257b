import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { PUSH_VIBRATION_PATTERN } from '@kirana/shared';
import { renderWithStore } from '../../app/test-utils';
import {
  NOTICE_SOUND_KEY,
  NOTICE_VIBRATION_KEY,
  setNoticeSetting,
} from '../../lib/notice-settings';
import {
  inAppPath,
  NOTIFICATION_SOUND_URL,
  PUSH_MESSAGE_TYPE,
  pushFromWorker,
} from './components/foreground';
// the listener as the shell mounts it: loaded once the page has hydrated
import { PushListener } from './components/lazy-push-listener';
import { readPushValue, VIBRATION_KEY } from './push-db';
import { fakePushBrowser, removePushBrowser } from './push-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  removePushBrowser();
  localStorage.clear();
});

const message = {
  title: 'Order KIR-000123: Shipped',
  body: 'It is on its way.',
  icon: '/icon-192.png',
  click_action: '/order/KIR-000123',
  tag: 'order-123',
};

/** The open store with its listener; answers a function that posts as the worker does. */
async function openStore() {
  const played: string[] = [];
  vi.stubGlobal(
    'Audio',
    class {
      constructor(readonly src: string) {}
      play() {
        played.push(this.src);
        return Promise.resolve();
      }
    },
  );
  const vibrate = vi.fn(() => true);
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
  fakePushBrowser({ permission: 'default' });
  const worker = navigator.serviceWorker as unknown as {
    addEventListener: ReturnType<typeof vi.fn>;
  };
  renderWithStore(
    <>
      <PushListener />
      <ToastContainer />
    </>,
  );
  await waitFor(() => expect(worker.addEventListener).toHaveBeenCalled());
  const [type, onMessage] = worker.addEventListener.mock.calls[0] as [
    string,
    (e: { data: unknown }) => void,
  ];
  expect(type).toBe('message');
  const post = (data: unknown) => act(() => onMessage({ data }));
  return { post, played, vibrate };
}

describe('a push with the store open', () => {
  it('shows a toast linking to its page, rings and vibrates', async () => {
    const { post, played, vibrate } = await openStore();
    post({ type: PUSH_MESSAGE_TYPE, message });
    const link = await screen.findByRole('link', { name: /Order KIR-000123: Shipped/ });
    expect(link.getAttribute('href')).toBe('/order/KIR-000123');
    expect(link.textContent).toContain('It is on its way.');
    expect(played).toEqual([NOTIFICATION_SOUND_URL]);
    expect(vibrate).toHaveBeenCalledWith([...PUSH_VIBRATION_PATTERN]);
  });

  it('stays quiet and still when sound and vibration are off; another site gets no link', async () => {
    setNoticeSetting(NOTICE_SOUND_KEY, false);
    setNoticeSetting(NOTICE_VIBRATION_KEY, false);
    const { post, played, vibrate } = await openStore();
    post({
      type: PUSH_MESSAGE_TYPE,
      message: { ...message, click_action: 'https://evil.example/' },
    });
    await screen.findByText('Order KIR-000123: Shipped');
    expect(screen.queryByRole('link')).toBeNull();
    expect(played).toEqual([]);
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('mirrors the vibration setting into the push database for the worker', async () => {
    await openStore();
    await waitFor(async () => expect(await readPushValue(VIBRATION_KEY)).toBe(true));
    act(() => setNoticeSetting(NOTICE_VIBRATION_KEY, false));
    await waitFor(async () => expect(await readPushValue(VIBRATION_KEY)).toBe(false));
  });

  it('ignores the worker’s other messages', () => {
    expect(pushFromWorker({ type: 'SKIP_WAITING' })).toBeNull();
    expect(pushFromWorker({ type: PUSH_MESSAGE_TYPE, message: { title: 'no body' } })).toBeNull();
    expect(pushFromWorker({ type: PUSH_MESSAGE_TYPE, message })).toEqual(message);
  });
});

describe('click_action as a store page', () => {
  const origin = 'https://kirana.test';
  it('keeps paths and this site’s URLs, drops other sites', () => {
    expect(inAppPath('/order/1?x=1#top', origin)).toBe('/order/1?x=1#top');
    expect(inAppPath(`${origin}/cart`, origin)).toBe('/cart');
    expect(inAppPath('https://evil.example/cart', origin)).toBeNull();
    expect(inAppPath('//evil.example/cart', origin)).toBeNull();
    expect(inAppPath('javascript:alert(1)', origin)).toBeNull();
  });
});
