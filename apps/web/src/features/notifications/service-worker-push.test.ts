import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_VIBRATION_PATTERN } from '@kirana/shared';
import { PUSH_MESSAGE_TYPE } from './components/foreground';
import { listenForPushes } from '../../service-worker/push-handlers';
import type { WorkerScope } from '../../service-worker/worker-scope';
import { deletePushValue, VIBRATION_KEY, writePushValue } from './push-db';

// The service worker's push and notificationclick handlers (src/service-worker/push-handlers.ts),
// with the browser's clients and registration stood in, and the page's push database shared.
const ORIGIN = 'https://kirana.test';

interface FakeWindow {
  url: string;
  focused: boolean;
  visibilityState: 'visible' | 'hidden';
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeWindow(over: Partial<FakeWindow> = {}): FakeWindow {
  return {
    url: `${ORIGIN}/`,
    focused: false,
    visibilityState: 'hidden',
    postMessage: vi.fn(),
    focus: vi.fn(async () => undefined),
    navigate: vi.fn(async (url: string) => ({ url })),
    ...over,
  };
}

function startWorker(windows: FakeWindow[] = []) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn),
    clients: { matchAll: async () => windows, openWindow },
    registration: { showNotification },
  };
  listenForPushes(self as unknown as WorkerScope);

  /** Delivers a push (a JSON object, or raw text) and waits for the worker to finish. */
  async function push(payload: object | string) {
    const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
    let work: Promise<unknown> = Promise.resolve();
    listeners.push!({
      data: { text: () => text, json: () => JSON.parse(text) as unknown },
      waitUntil: (p: Promise<unknown>) => (work = p),
    });
    await work;
    return (showNotification.mock.calls[0] as unknown as [
      string,
      NotificationOptions & { vibrate?: number[] },
    ])!;
  }

  /** Clicks a notification whose data carries this click_action. */
  async function click(clickAction: string) {
    const close = vi.fn();
    let work: Promise<unknown> = Promise.resolve();
    listeners.notificationclick!({
      notification: { close, data: { click_action: clickAction } },
      waitUntil: (p: Promise<unknown>) => (work = p),
    });
    await work;
    expect(close).toHaveBeenCalled();
  }
  return { push, click, openWindow };
}

const message = {
  title: 'Order KIR-000123: Shipped',
  body: 'It is on its way.',
  icon: '/icon-192.png',
  click_action: '/order/KIR-000123',
  tag: 'order-123',
};

afterEach(() => deletePushValue(VIBRATION_KEY));

describe('the service worker’s pushes', () => {
  it('shows a push in the background with the spec’s vibration and its page to open', async () => {
    const { push } = startWorker([fakeWindow()]);
    const [title, options] = await push(message);
    expect(title).toBe(message.title);
    expect(options).toMatchObject({
      body: message.body,
      icon: '/icon-192.png',
      tag: 'order-123',
      data: { click_action: '/order/KIR-000123' },
      silent: false,
      vibrate: [...PUSH_VIBRATION_PATTERN],
    });
  });

  it('obeys the vibration setting the page mirrored into the push database', async () => {
    await writePushValue(VIBRATION_KEY, false);
    const [, options] = await startWorker().push(message);
    expect(options.vibrate).toBeUndefined();
  });

  it('with the store in front: hands the message to the page and shows the notification silently', async () => {
    const front = fakeWindow({ focused: true, visibilityState: 'visible' });
    const back = fakeWindow();
    const [, options] = await startWorker([front, back]).push(message);
    expect(front.postMessage).toHaveBeenCalledWith({
      type: PUSH_MESSAGE_TYPE,
      message: expect.objectContaining({
        title: message.title,
        click_action: message.click_action,
      }),
    });
    expect(back.postMessage).not.toHaveBeenCalled();
    expect(options.silent).toBe(true);
    expect(options.vibrate).toBeUndefined();
  });

  it('shows a push that is not JSON as its text, under the store’s name', async () => {
    const [title, options] = await startWorker().push('Your refund is credited');
    expect(title).toBe('Kirana');
    expect(options).toMatchObject({ body: 'Your refund is credited', data: { click_action: '/' } });
  });
});

describe('a click on a notification', () => {
  it('focuses the open store and takes it to click_action', async () => {
    const open = fakeWindow();
    await startWorker([open]).click('/order/KIR-000123');
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/order/KIR-000123`);
  });

  it('never leaves the store: another site’s address opens the home page', async () => {
    const open = fakeWindow();
    await startWorker([open]).click('https://evil.example/phish');
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/`);
  });

  it('opens a window when none is open, or when the open one cannot be moved', async () => {
    const none = startWorker([]);
    await none.click(`${ORIGIN}/order/history`);
    expect(none.openWindow).toHaveBeenCalledWith(`${ORIGIN}/order/history`);

    const uncontrolled = fakeWindow({
      navigate: vi.fn(async () => {
        throw new TypeError('not controlled');
      }),
    });
    const worker = startWorker([uncontrolled]);
    await worker.click('/cart');
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/cart`);
  });
});
