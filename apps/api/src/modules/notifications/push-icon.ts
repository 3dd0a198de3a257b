/** The icon of every push: the app's own. */
export const PUSH_ICON = '/icon-192.png';
