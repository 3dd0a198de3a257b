// The general feature's public face: what other features and app/ may import.
export { useBootstrap } from './bootstrap';
export {
  dummyNotificationMarked,
  fetchAboutUsContent,
  fetchAboutUsStatus,
  fetchPrivacyPolicyContent,
  fetchStoreConfigs,
  fetchTermsAndConditionContent,
  generalSlice,
  selectIsAboutUsEnabled,
  selectStoreConfigs,
} from './general-slice';
export { InstallAppBanner } from './install-app-banner';
export { InstallAppDialog } from './install-app-offer';
export { captureInstallPrompt, isRunningStandalone } from './install-prompt';
export { NotFoundView } from './pages/not-found-page';
export {
  drawerClosed,
  drawerToggled,
  errorDialogClosed,
  errorDialogShown,
  installDialogShown,
  selectErrorDialog,
  selectIsDrawerOpen,
  selectSuccessDialog,
  successDialogClosed,
  successDialogShown,
  uiSlice,
} from './ui-slice';
