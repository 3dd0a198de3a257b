import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_TOKEN_REFRESH_MS } from '@kirana/shared';
import { mockApi } from '../../app/test-utils';
import { deletePushValue, TOKEN_KEY } from './push-db';
import { PUSH_ERRORS, PushError, toPushFailure, type PushErrorCode } from './push-errors';
import { removePushToken, syncPushToken, tokenAction } from './push-subscription';
import { ENDPOINT, fakePushBrowser, removePushBrowser, VAPID } from './push-test-kit';

afterEach(async () => {
  vi.unstubAllGlobals();
  removePushBrowser();
  await deletePushValue(TOKEN_KEY);
});

const saved = { endpoint: ENDPOINT, userId: 7, savedAt: 1_000 };

describe('the push token', () => {
  it('is saved when new, moved to another shopper, renewed after 7 days, else kept', () => {
    expect(tokenAction(undefined, ENDPOINT, 7, 2_000)).toBe('save');
    expect(tokenAction(saved, 'https://push.example.com/other', 7, 2_000)).toBe('save');
    expect(tokenAction(saved, ENDPOINT, 8, 2_000)).toBe('save');
    expect(tokenAction(saved, ENDPOINT, 7, 1_000 + PUSH_TOKEN_REFRESH_MS)).toBe('keep');
    expect(tokenAction(saved, ENDPOINT, 7, 1_001 + PUSH_TOKEN_REFRESH_MS)).toBe('update');
  });

  it('subscribes with the store’s key, saves once, and renews when it is 7 days old', async () => {
    const browser = fakePushBrowser();
    const requests = mockApi({
      '/save-notification-token': { isTokenSaved: true, SavedAt: '2026-11-24T00:00:00.000Z' },
    });
    expect(await syncPushToken(7, VAPID, 5_000)).toBe('save');
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    const [save] = requests;
    expect(save!.url).toContain('/save-notification-token');
    expect(save!.body).toMatchObject({ userId: 7, token: { endpoint: ENDPOINT } });

    expect(await syncPushToken(7, VAPID, 6_000)).toBe('keep');
    expect(requests).toHaveLength(1);
    expect(await syncPushToken(7, VAPID, 5_001 + PUSH_TOKEN_REFRESH_MS)).toBe('update');
    expect(requests).toHaveLength(2);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('fails with the spec’s codes: no key, blocked, dismissed, unsupported, subscribe and save failures', async () => {
    const codeOf = async (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => (e as PushError).code,
      );
    fakePushBrowser();
    expect(await codeOf(syncPushToken(7, null))).toBe('messaging/missing-app-config-values');
    fakePushBrowser({ permission: 'denied' });
    expect(await codeOf(syncPushToken(7, VAPID))).toBe('messaging/permission-blocked');
    fakePushBrowser({ permission: 'default' });
    expect(await codeOf(syncPushToken(7, VAPID))).toBe('messaging/permission-default');
    fakePushBrowser({
      subscribe: async () => {
        throw new DOMException('push service unreachable', 'AbortError');
      },
    });
    expect(await codeOf(syncPushToken(7, VAPID))).toBe('messaging/token-subscribe-failed');
    fakePushBrowser();
    mockApi({}); // the save answers 404
    expect(await codeOf(syncPushToken(7, VAPID))).toBe('messaging/token-subscribe-failed');
    removePushBrowser();
    vi.unstubAllGlobals();
    expect(await codeOf(syncPushToken(7, VAPID))).toBe('messaging/unsupported-browser');
  });

  it('is deleted on the server, then unsubscribed, before sign-out', async () => {
    const browser = fakePushBrowser();
    const requests = mockApi({
      '/save-notification-token': { isTokenSaved: true, SavedAt: '2026-11-24T00:00:00.000Z' },
      '/delete-notification-token': { Deleted: true },
    });
    await syncPushToken(7, VAPID);
    const sub = browser.current() as { unsubscribe: ReturnType<typeof vi.fn> };
    expect(await removePushToken()).toBe(true);
    expect(requests[1]).toMatchObject({ body: { endpoint: ENDPOINT } });
    expect(sub.unsubscribe).toHaveBeenCalled();
  });

  it('has a message for every error of the catalogue', () => {
    const codes = Object.keys(PUSH_ERRORS) as PushErrorCode[];
    expect(codes).toHaveLength(14);
    for (const code of codes) {
      const e = new PushError(code);
      expect(e.message.length).toBeGreaterThan(20);
      expect(toPushFailure(e)).toEqual({ code, message: PUSH_ERRORS[code] });
    }
    expect(toPushFailure(new Error('x')).code).toBe('messaging/token-subscribe-failed');
  });
});
