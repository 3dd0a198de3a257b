import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { signedInUserState } from '../users/user-test-kit';
// the listener as the shell mounts it: loaded once the page has hydrated
import { PushListener } from './components/lazy-push-listener';
import { deletePushValue, welcomedKey } from './push-db';
import { fakePushBrowser, removePushBrowser } from './push-test-kit';
import '../wallet'; // the wallet group (which holds the saved-token flag) joins the store with its code

afterEach(async () => {
  vi.unstubAllGlobals();
  removePushBrowser();
  await deletePushValue(welcomedKey(7));
});

const answers = { '/send-notification': { dummyNotificationSent: true, Queued: false } };
const pathsOf = (requests: ReturnType<typeof mockApi>) =>
  requests.map((r) => new URL(r.url, 'http://x').pathname);

describe('the dummy notification (spec: once authenticated, unless already sent)', () => {
  it('is asked for once signed in, before and without push being turned on', async () => {
    // the browser has not been asked about notifications: no token is saved
    fakePushBrowser({ permission: 'default' });
    const requests = mockApi(answers);
    const { store } = renderWithStore(<PushListener />, {
      preloadedState: { user: signedInUserState() },
    });
    await vi.waitFor(() => expect(store.getState().general.dummyNotificationSent).toBe(true));
    expect(pathsOf(requests)).toEqual(['/api/send-notification']);
    expect(requests[0]!.body).toEqual({ userId: 7, dummy: true });
    expect(store.getState().wallet.isTokenSaved).toBe(false);

    // a later visit (a new store) does not ask again
    const again = mockApi(answers);
    const next = renderWithStore(<PushListener />, {
      preloadedState: { user: signedInUserState() },
    });
    await vi.waitFor(() => expect(next.store.getState().general.dummyNotificationSent).toBe(true));
    expect(pathsOf(again)).toEqual([]);
  });

  it('is not asked for a guest', async () => {
    fakePushBrowser({ permission: 'default' });
    const requests = mockApi(answers);
    const { store } = renderWithStore(<PushListener />);
    const worker = navigator.serviceWorker as unknown as { addEventListener: () => void };
    await vi.waitFor(() => expect(worker.addEventListener).toHaveBeenCalled());
    expect(pathsOf(requests)).toEqual([]);
    expect(store.getState().general.dummyNotificationSent).toBe(false);
  });
});
