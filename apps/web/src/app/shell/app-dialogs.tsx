import { useAppSelector } from '../hooks';
import { lazyPart } from '../../lib/lazy-part';
import { loadNamespaces } from '../../lib/i18n';
import { selectErrorDialog, selectSuccessDialog } from '../../features/ui';

// Both dialogs (with the HTML sanitizer of the error's body) load when one first opens, with the
// ui namespace (their Close); that failing must not keep the dialog from showing.
const loadPanels = () =>
  Promise.all([import('./message-dialogs'), loadNamespaces(['ui']).catch(() => undefined)]).then(
    ([m]) => m,
  );
const ErrorDialogPanel = lazyPart(() => loadPanels().then((m) => m.ErrorDialogPanel));
const SuccessDialogPanel = lazyPart(() => loadPanels().then((m) => m.SuccessDialogPanel));

/** The app-wide error dialog, while it is open (message-dialogs.tsx). */
export function ErrorDialog() {
  return useAppSelector(selectErrorDialog).open ? <ErrorDialogPanel /> : null;
}

/** The app-wide success dialog, while it is open (message-dialogs.tsx). */
export function SuccessDialog() {
  return useAppSelector(selectSuccessDialog).open ? <SuccessDialogPanel /> : null;
}
