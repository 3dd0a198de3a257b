// The console's notifications feature, as others use it: the "Notify this browser" switch (a
// card of Settings › Alerts), and forgetting this browser's pushes at sign-out.
export { BrowserPushSwitch } from './push-switch';
export { forgetBrowserPush } from './forget-browser-push';
