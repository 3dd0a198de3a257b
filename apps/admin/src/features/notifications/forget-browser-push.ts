import type { AppDispatch } from '../../app/store';
import { notificationsApi } from './api';
import { pushSupported, unsubscribeBrowser } from './browser-push';

/**
 * At sign-out, while the session still holds: drops this browser's push subscription and tells
 * the API to forget it (the API also forgets the browsers of a signed-out session by itself).
 * Never throws: signing out goes on whatever happens here.
 */
export async function forgetBrowserPush(dispatch: AppDispatch): Promise<void> {
  try {
    if (!pushSupported()) return;
    const endpoint = await unsubscribeBrowser();
    if (endpoint)
      await dispatch(notificationsApi.endpoints.unsubscribeStaffPush.initiate({ endpoint }));
  } catch {
    // nothing to forget, or the browser would not: the API's sign-out check still applies
  }
}
