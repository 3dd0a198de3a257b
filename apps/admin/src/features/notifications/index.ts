// The console's notifications feature, as others use it: the "Notify this browser" switch (a
// card of Settings › Alerts), its prompt on the Orders page, and forgetting this browser's
// pushes at sign-out.
export { BrowserPushSwitch } from './push-switch';
export { NewOrderPushPrompt } from './push-prompt';
export { forgetBrowserPush } from './forget-browser-push';
