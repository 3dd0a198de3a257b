// The install-app feature's public face (the offer to add the store to the home screen): what other
// features and app/ may import.
export { InstallAppBanner } from './install-app-banner';
export { InstallAppDialog } from './install-app-offer';
export { captureInstallPrompt, isRunningStandalone } from './install-prompt';
