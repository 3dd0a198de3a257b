import { useAppDispatch, useAppSelector } from '../hooks';
import { Button, Dialog } from '@kirana/ui';
import { HtmlContent } from '../../components/html-content';
import { useT } from '../../lib/i18n';
import { sanitizeHtml } from '../../lib/sanitize-html';
import {
  errorDialogClosed,
  selectErrorDialog,
  selectSuccessDialog,
  successDialogClosed,
} from '../../features/ui';

/**
 * The app-wide error dialog ('Following error occurred'); its body may be HTML, from any
 * failure's text, so it is sanitized here.
 */
export function ErrorDialogPanel() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { open, title, body } = useAppSelector(selectErrorDialog);
  const close = () => dispatch(errorDialogClosed());
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      onClose={close}
      actions={<Button onClick={close}>{t('ui.dialog.close')}</Button>}
    >
      <HtmlContent html={sanitizeHtml(body)} />
    </Dialog>
  );
}

/** The app-wide success dialog ('Success' / 'Operation successful'). */
export function SuccessDialogPanel() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { open, title, text } = useAppSelector(selectSuccessDialog);
  const close = () => dispatch(successDialogClosed());
  return (
    <Dialog
      open={open}
      title={title}
      onClose={close}
      actions={<Button onClick={close}>{t('ui.dialog.close')}</Button>}
    >
      <p>{text}</p>
    </Dialog>
  );
}
