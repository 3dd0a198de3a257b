import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './button';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The buttons at the bottom; a close button is added before them. */
  actions?: ReactNode;
  /** The close button's words ("Cancel"); say "Keep order" where Cancel would be ambiguous. */
  closeLabel?: string;
}

/** A modal on the native <dialog> (focus trapped, Escape closes), as a sheet on a phone. */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  closeLabel = 'Cancel',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-label={title} onClose={onClose}>
      <h2 className={styles.title}>{title}</h2>
      <div className={styles.body}>{children}</div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {closeLabel}
        </Button>
        {actions}
      </div>
    </dialog>
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
