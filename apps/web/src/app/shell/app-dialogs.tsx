import { useAppSelector } from '../hooks';
import { lazyPart } from '../../lib/lazy-part';
import { selectErrorDialog, selectSuccessDialog } from '../../features/ui';

// Both dialogs (with the HTML sanitizer of the error's body) load when one first opens.
const ErrorDialogPanel = lazyPart(() =>
  import('./message-dialogs').then((m) => m.ErrorDialogPanel),
);
const SuccessDialogPanel = lazyPart(() =>
  import('./message-dialogs').then((m) => m.SuccessDialogPanel),
);

/** The app-wide error dialog, while it is open (message-dialogs.tsx). */
export function ErrorDialog() {
  return useAppSelector(selectErrorDialog).open ? <ErrorDialogPanel /> : null;
}

/** The app-wide success dialog, while it is open (message-dialogs.tsx). */
export function SuccessDialog() {
  return useAppSelector(selectSuccessDialog).open ? <SuccessDialogPanel /> : null;
}
