import type { ReactNode } from 'react';
import { Button, Dialog as KitDialog } from '@kirana/ui';
import { useT } from '../lib/i18n';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The buttons at the bottom; a close button is added before them. */
  actions?: ReactNode;
  /** The close button's words (Cancel by default); say "Keep order" where Cancel would be ambiguous. */
  closeLabel?: string;
}

/** The kit's dialog in its console size (a sheet on a phone), a close button before the actions. */
export function Dialog({ open, title, onClose, children, actions, closeLabel }: DialogProps) {
  const t = useT();
  return (
    <KitDialog
      open={open}
      size="l"
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {closeLabel ?? t('components.cancel')}
          </Button>
          {actions}
        </>
      }
    >
      {children}
    </KitDialog>
  );
}

/** Asks before a change that is hard to undo; shows the server's refusal in place. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
  busy,
  error,
  danger,
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  error?: string;
  danger?: boolean;
}) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      }
    >
      <div>{text}</div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Dialog>
  );
}
