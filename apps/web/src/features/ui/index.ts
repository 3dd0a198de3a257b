// The ui feature's public face (the spec's ui state: message dialogs, drawer, install dialog; and
// the not-found page): what other features and app/ may import.
export { NotFoundView } from './pages/not-found-page';
export {
  drawerClosed,
  drawerToggled,
  errorDialogClosed,
  errorDialogShown,
  installDialogClosed,
  installDialogShown,
  selectErrorDialog,
  selectIsDrawerOpen,
  selectIsInstallDialogOpen,
  selectSuccessDialog,
  successDialogClosed,
  successDialogShown,
  uiSlice,
} from './ui-slice';
