// The notifications feature's public face: push on this browser (slice, the listener the shell
// mounts, the settings row, the order prompt) and "tell me when it is back".
export {
  disablePush,
  enablePush,
  notificationsSlice,
  selectPush,
  syncPush,
} from './notifications-slice';
export { PushListener } from './components/lazy-push-listener';
export { PushSettingsRow } from './components/push-settings-row';
export { PushPrompt } from './components/push-prompt';
export { fetchStockAlerts, notifyBackInStock } from './api';
